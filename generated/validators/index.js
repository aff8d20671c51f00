/* generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src. */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateCapability = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/capability.schema.json","title":"Capability","description":"A capability an implementation declares in its adapter file and in GET /v1/ready.","anyOf":[{"type":"string","const":"control","description":"Serves the control API (readiness, projections of sessions, turns and inbox sources)."},{"type":"string","const":"control.stop","description":"Stops a turn through POST /v1/turns/{turnId}/stop with a readback receipt."},{"type":"string","const":"webhook","description":"Takes provider events by signed, optionally encrypted webhook push (LARKSPUR_LARK_INTAKE=webhook)."},{"type":"string","const":"progress","description":"Shows a coalesced progress post while a turn runs."},{"type":"string","const":"delivery-modes","description":"Takes queue, inbox and steer delivery modes for input to a busy session."},{"type":"string","const":"approvals","description":"Relays host approval requests to the user and binds the answer."},{"type":"string","const":"attached-sessions","description":"Brokers attached host sessions (bind, claim, complete, close)."},{"type":"string","const":"event-timing","description":"Prints content-free timing lines on stdout when LARKSPUR_EVENT_TIMING=1."},{"type":"string","const":"media","description":"Passes images and files to the host, or reports them unavailable."}]};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/capability.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if("control" !== data){
const err1 = {instancePath,schemaPath:"#/anyOf/0/const",keyword:"const",params:{allowedValue: "control"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(typeof data !== "string"){
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("control.stop" !== data){
const err3 = {instancePath,schemaPath:"#/anyOf/1/const",keyword:"const",params:{allowedValue: "control.stop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
const _errs5 = errors;
if(typeof data !== "string"){
const err4 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("webhook" !== data){
const err5 = {instancePath,schemaPath:"#/anyOf/2/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
const _errs7 = errors;
if(typeof data !== "string"){
const err6 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("progress" !== data){
const err7 = {instancePath,schemaPath:"#/anyOf/3/const",keyword:"const",params:{allowedValue: "progress"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid0 = valid0 || _valid0;
const _errs9 = errors;
if(typeof data !== "string"){
const err8 = {instancePath,schemaPath:"#/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("delivery-modes" !== data){
const err9 = {instancePath,schemaPath:"#/anyOf/4/const",keyword:"const",params:{allowedValue: "delivery-modes"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid0 = valid0 || _valid0;
const _errs11 = errors;
if(typeof data !== "string"){
const err10 = {instancePath,schemaPath:"#/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("approvals" !== data){
const err11 = {instancePath,schemaPath:"#/anyOf/5/const",keyword:"const",params:{allowedValue: "approvals"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid0 = valid0 || _valid0;
const _errs13 = errors;
if(typeof data !== "string"){
const err12 = {instancePath,schemaPath:"#/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("attached-sessions" !== data){
const err13 = {instancePath,schemaPath:"#/anyOf/6/const",keyword:"const",params:{allowedValue: "attached-sessions"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid0 = valid0 || _valid0;
const _errs15 = errors;
if(typeof data !== "string"){
const err14 = {instancePath,schemaPath:"#/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("event-timing" !== data){
const err15 = {instancePath,schemaPath:"#/anyOf/7/const",keyword:"const",params:{allowedValue: "event-timing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid0 = valid0 || _valid0;
const _errs17 = errors;
if(typeof data !== "string"){
const err16 = {instancePath,schemaPath:"#/anyOf/8/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("media" !== data){
const err17 = {instancePath,schemaPath:"#/anyOf/8/const",keyword:"const",params:{allowedValue: "media"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err18 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateControlError = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/error.schema.json","title":"Control API error","description":"The body of every non-2xx control API answer.","type":"object","required":["error"],"properties":{"error":{"type":"object","required":["code","message"],"properties":{"code":{"type":"string","pattern":"^[A-Z][A-Z0-9_]*$","description":"Stable code, e.g. UNAUTHORIZED, NOT_FOUND, BAD_REQUEST, CONFLICT."},"message":{"type":"string","description":"One line for a person. Carries no message content or credentials."}},"additionalProperties":false}},"additionalProperties":false};
const pattern4 = new RegExp("^[A-Z][A-Z0-9_]*$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/error.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "error")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code === undefined){
const err2 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.message === undefined){
const err3 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "code") || (key1 === "message"))){
const err4 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.code !== undefined){
let data1 = data0.code;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Z0-9_]*$"},message:"must match pattern \""+"^[A-Z][A-Z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.message !== undefined){
if(typeof data0.message !== "string"){
const err7 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlReady = validate22;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/ready.schema.json","title":"Readiness","description":"GET /v1/ready. The harness starts a scenario when providerReady is true. Answering before the provider connection is up is allowed; providerReady then says false.","type":"object","required":["implementation","versions","capabilities","providerReady","hostReady"],"properties":{"implementation":{"type":"object","required":["name","version"],"properties":{"name":{"type":"string","minLength":1},"version":{"type":"string","minLength":1}},"additionalProperties":false},"versions":{"type":"object","required":["spec","control","host","provider","launch"],"properties":{"spec":{"type":"string","description":"The spec version the implementation was built against."},"control":{"type":"string"},"host":{"type":"string"},"provider":{"type":"string"},"launch":{"type":"string"}},"additionalProperties":false,"description":"Contract versions the implementation speaks."},"capabilities":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/capability.schema.json"},"uniqueItems":true},"providerReady":{"type":"boolean","description":"The intake is connected to the provider and events can be acknowledged."},"hostReady":{"type":"boolean","description":"The host process is running and has answered initialize."}},"additionalProperties":false};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const func0 = require("ajv/dist/runtime/equal").default;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/ready.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.implementation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "implementation"},message:"must have required property '"+"implementation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.versions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "versions"},message:"must have required property '"+"versions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.capabilities === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "capabilities"},message:"must have required property '"+"capabilities"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.providerReady === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providerReady"},message:"must have required property '"+"providerReady"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.hostReady === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostReady"},message:"must have required property '"+"hostReady"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "implementation") || (key0 === "versions")) || (key0 === "capabilities")) || (key0 === "providerReady")) || (key0 === "hostReady"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.implementation !== undefined){
let data0 = data.implementation;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err6 = {instancePath:instancePath+"/implementation",schemaPath:"#/properties/implementation/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.version === undefined){
const err7 = {instancePath:instancePath+"/implementation",schemaPath:"#/properties/implementation/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "name") || (key1 === "version"))){
const err8 = {instancePath:instancePath+"/implementation",schemaPath:"#/properties/implementation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err9 = {instancePath:instancePath+"/implementation/name",schemaPath:"#/properties/implementation/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/implementation/name",schemaPath:"#/properties/implementation/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.version !== undefined){
let data2 = data0.version;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/implementation/version",schemaPath:"#/properties/implementation/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/implementation/version",schemaPath:"#/properties/implementation/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/implementation",schemaPath:"#/properties/implementation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.versions !== undefined){
let data3 = data.versions;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.spec === undefined){
const err14 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.control === undefined){
const err15 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/required",keyword:"required",params:{missingProperty: "control"},message:"must have required property '"+"control"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3.host === undefined){
const err16 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3.provider === undefined){
const err17 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3.launch === undefined){
const err18 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/required",keyword:"required",params:{missingProperty: "launch"},message:"must have required property '"+"launch"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key2 in data3){
if(!(((((key2 === "spec") || (key2 === "control")) || (key2 === "host")) || (key2 === "provider")) || (key2 === "launch"))){
const err19 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.spec !== undefined){
if(typeof data3.spec !== "string"){
const err20 = {instancePath:instancePath+"/versions/spec",schemaPath:"#/properties/versions/properties/spec/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.control !== undefined){
if(typeof data3.control !== "string"){
const err21 = {instancePath:instancePath+"/versions/control",schemaPath:"#/properties/versions/properties/control/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.host !== undefined){
if(typeof data3.host !== "string"){
const err22 = {instancePath:instancePath+"/versions/host",schemaPath:"#/properties/versions/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.provider !== undefined){
if(typeof data3.provider !== "string"){
const err23 = {instancePath:instancePath+"/versions/provider",schemaPath:"#/properties/versions/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.launch !== undefined){
if(typeof data3.launch !== "string"){
const err24 = {instancePath:instancePath+"/versions/launch",schemaPath:"#/properties/versions/properties/launch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.capabilities !== undefined){
let data9 = data.capabilities;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
const _errs26 = errors;
let valid6 = false;
const _errs27 = errors;
if(typeof data10 !== "string"){
const err26 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("control" !== data10){
const err27 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "control"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid6 = valid6 || _valid0;
const _errs29 = errors;
if(typeof data10 !== "string"){
const err28 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("control.stop" !== data10){
const err29 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "control.stop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs29 === errors;
valid6 = valid6 || _valid0;
const _errs31 = errors;
if(typeof data10 !== "string"){
const err30 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if("webhook" !== data10){
const err31 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs31 === errors;
valid6 = valid6 || _valid0;
const _errs33 = errors;
if(typeof data10 !== "string"){
const err32 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("progress" !== data10){
const err33 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "progress"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs33 === errors;
valid6 = valid6 || _valid0;
const _errs35 = errors;
if(typeof data10 !== "string"){
const err34 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if("delivery-modes" !== data10){
const err35 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/4/const",keyword:"const",params:{allowedValue: "delivery-modes"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid0 = _errs35 === errors;
valid6 = valid6 || _valid0;
const _errs37 = errors;
if(typeof data10 !== "string"){
const err36 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if("approvals" !== data10){
const err37 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/5/const",keyword:"const",params:{allowedValue: "approvals"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs37 === errors;
valid6 = valid6 || _valid0;
const _errs39 = errors;
if(typeof data10 !== "string"){
const err38 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if("attached-sessions" !== data10){
const err39 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/6/const",keyword:"const",params:{allowedValue: "attached-sessions"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid0 = _errs39 === errors;
valid6 = valid6 || _valid0;
const _errs41 = errors;
if(typeof data10 !== "string"){
const err40 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if("event-timing" !== data10){
const err41 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/7/const",keyword:"const",params:{allowedValue: "event-timing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid0 = _errs41 === errors;
valid6 = valid6 || _valid0;
const _errs43 = errors;
if(typeof data10 !== "string"){
const err42 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/8/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if("media" !== data10){
const err43 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/8/const",keyword:"const",params:{allowedValue: "media"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid0 = _errs43 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const err44 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
let i1 = data9.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data9[i1], data9[j0])){
const err45 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err46 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.providerReady !== undefined){
if(typeof data.providerReady !== "boolean"){
const err47 = {instancePath:instancePath+"/providerReady",schemaPath:"#/properties/providerReady/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.hostReady !== undefined){
if(typeof data.hostReady !== "boolean"){
const err48 = {instancePath:instancePath+"/hostReady",schemaPath:"#/properties/hostReady/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


/** Every validator by schema $id. */
export const validatorsById = {
  "https://larkspur.dev/spec/control/capability.schema.json": validateCapability,
  "https://larkspur.dev/spec/control/error.schema.json": validateControlError,
  "https://larkspur.dev/spec/control/ready.schema.json": validateControlReady,
};
