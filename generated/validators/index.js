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

export const validateControlConversation = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/conversation.schema.json","title":"Conversation","description":"The conversation a source came from and a session is bound to: a private chat, or one topic of a group.","type":"object","required":["chatId","chatType"],"properties":{"chatId":{"type":"string","minLength":1,"description":"The provider chat id (oc_…)."},"chatType":{"anyOf":[{"type":"string","const":"p2p"},{"type":"string","const":"group"}]},"topicId":{"type":"string","minLength":1,"description":"In a group: the provider message id of the topic root. A group session is bound to one topic; a private chat has none."}},"additionalProperties":false};
const func1 = require("ajv/dist/runtime/ucs2length").default;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/conversation.schema.json" */;
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
if(data.chatId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chatId"},message:"must have required property '"+"chatId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.chatType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chatType"},message:"must have required property '"+"chatType"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "chatId") || (key0 === "chatType")) || (key0 === "topicId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.chatId !== undefined){
let data0 = data.chatId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/chatId",schemaPath:"#/properties/chatId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/chatId",schemaPath:"#/properties/chatId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.chatType !== undefined){
let data1 = data.chatType;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/chatType",schemaPath:"#/properties/chatType/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("p2p" !== data1){
const err6 = {instancePath:instancePath+"/chatType",schemaPath:"#/properties/chatType/anyOf/0/const",keyword:"const",params:{allowedValue: "p2p"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/chatType",schemaPath:"#/properties/chatType/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("group" !== data1){
const err8 = {instancePath:instancePath+"/chatType",schemaPath:"#/properties/chatType/anyOf/1/const",keyword:"const",params:{allowedValue: "group"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err9 = {instancePath:instancePath+"/chatType",schemaPath:"#/properties/chatType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.topicId !== undefined){
let data2 = data.topicId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/topicId",schemaPath:"#/properties/topicId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/topicId",schemaPath:"#/properties/topicId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlError = validate22;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/error.schema.json","title":"Control API error","description":"The body of every non-2xx control API answer.","type":"object","required":["error"],"properties":{"error":{"type":"object","required":["code","message"],"properties":{"code":{"type":"string","pattern":"^[A-Z][A-Z0-9_]*$","description":"Stable code, e.g. UNAUTHORIZED, NOT_FOUND, BAD_REQUEST, CONFLICT."},"message":{"type":"string","description":"One line for a person. Carries no message content or credentials."}},"additionalProperties":false}},"additionalProperties":false};
const pattern4 = new RegExp("^[A-Z][A-Z0-9_]*$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/error.schema.json" */;
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
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlReady = validate23;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/ready.schema.json","title":"Readiness","description":"GET /v1/ready. The harness starts a scenario when providerReady is true. Answering before the provider connection is up is allowed; providerReady then says false.","type":"object","required":["implementation","versions","capabilities","providerReady","hostReady"],"properties":{"implementation":{"type":"object","required":["name","version"],"properties":{"name":{"type":"string","minLength":1},"version":{"type":"string","minLength":1}},"additionalProperties":false},"versions":{"type":"object","required":["spec","control","host","provider","launch"],"properties":{"spec":{"type":"string","description":"The spec version the implementation was built against."},"control":{"type":"string"},"host":{"type":"string"},"provider":{"type":"string"},"launch":{"type":"string"}},"additionalProperties":false,"description":"Contract versions the implementation speaks."},"capabilities":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/capability.schema.json"},"uniqueItems":true},"providerReady":{"type":"boolean","description":"The intake is connected to the provider and events can be acknowledged."},"hostReady":{"type":"boolean","description":"The host process is running and has answered initialize."}},"additionalProperties":false};
const func0 = require("ajv/dist/runtime/equal").default;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/ready.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
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
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlSession = validate24;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/session.schema.json","title":"Session","description":"Content-free projection of one session: the binding of one conversation to one host thread.","type":"object","required":["sessionId","conversation","state","queuedTurns","turnCount","createdAt","updatedAt"],"properties":{"sessionId":{"type":"string","minLength":1},"conversation":{"$ref":"https://larkspur.dev/spec/control/conversation.schema.json"},"hostThreadId":{"type":"string","minLength":1,"description":"The host thread of the session; absent until its first turn starts."},"state":{"anyOf":[{"type":"string","const":"idle"},{"type":"string","const":"busy"}],"description":"busy while one of its turns runs on the host."},"activeTurnId":{"type":"string","minLength":1,"description":"The running turn, when busy."},"queuedTurns":{"type":"integer","minimum":0,"description":"Turns admitted and waiting for this session."},"turnCount":{"type":"integer","minimum":0,"description":"Every turn the session has had, in any state."},"createdAt":{"type":"string","description":"ISO 8601."},"updatedAt":{"type":"string","description":"ISO 8601."}},"additionalProperties":false};
const func6 = Object.prototype.hasOwnProperty;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/session.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sessionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sessionId"},message:"must have required property '"+"sessionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.conversation === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "conversation"},message:"must have required property '"+"conversation"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.state === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.queuedTurns === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queuedTurns"},message:"must have required property '"+"queuedTurns"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.turnCount === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turnCount"},message:"must have required property '"+"turnCount"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.createdAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.updatedAt === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema36.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data0 = data.sessionId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err8 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.conversation !== undefined){
let data1 = data.conversation;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.chatId === undefined){
const err10 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/required",keyword:"required",params:{missingProperty: "chatId"},message:"must have required property '"+"chatId"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.chatType === undefined){
const err11 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/required",keyword:"required",params:{missingProperty: "chatType"},message:"must have required property '"+"chatType"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "chatId") || (key1 === "chatType")) || (key1 === "topicId"))){
const err12 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.chatId !== undefined){
let data2 = data1.chatId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err13 = {instancePath:instancePath+"/conversation/chatId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/conversation/chatId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.chatType !== undefined){
let data3 = data1.chatType;
const _errs11 = errors;
let valid3 = false;
const _errs12 = errors;
if(typeof data3 !== "string"){
const err15 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("p2p" !== data3){
const err16 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/0/const",keyword:"const",params:{allowedValue: "p2p"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
const _errs14 = errors;
if(typeof data3 !== "string"){
const err17 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("group" !== data3){
const err18 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/1/const",keyword:"const",params:{allowedValue: "group"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err19 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data1.topicId !== undefined){
let data4 = data1.topicId;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err20 = {instancePath:instancePath+"/conversation/topicId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/topicId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/conversation/topicId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/topicId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.hostThreadId !== undefined){
let data5 = data.hostThreadId;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err23 = {instancePath:instancePath+"/hostThreadId",schemaPath:"#/properties/hostThreadId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/hostThreadId",schemaPath:"#/properties/hostThreadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.state !== undefined){
let data6 = data.state;
const _errs21 = errors;
let valid4 = false;
const _errs22 = errors;
if(typeof data6 !== "string"){
const err25 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("idle" !== data6){
const err26 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "idle"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
const _errs24 = errors;
if(typeof data6 !== "string"){
const err27 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if("busy" !== data6){
const err28 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "busy"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err29 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data.activeTurnId !== undefined){
let data7 = data.activeTurnId;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err30 = {instancePath:instancePath+"/activeTurnId",schemaPath:"#/properties/activeTurnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/activeTurnId",schemaPath:"#/properties/activeTurnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.queuedTurns !== undefined){
let data8 = data.queuedTurns;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err32 = {instancePath:instancePath+"/queuedTurns",schemaPath:"#/properties/queuedTurns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err33 = {instancePath:instancePath+"/queuedTurns",schemaPath:"#/properties/queuedTurns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data.turnCount !== undefined){
let data9 = data.turnCount;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err34 = {instancePath:instancePath+"/turnCount",schemaPath:"#/properties/turnCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err35 = {instancePath:instancePath+"/turnCount",schemaPath:"#/properties/turnCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err36 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.updatedAt !== undefined){
if(typeof data.updatedAt !== "string"){
const err37 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlSessionList = validate25;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/session-list.schema.json","title":"Session list","description":"GET /v1/sessions.","type":"object","required":["sessions"],"properties":{"sessions":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/session.schema.json"},"description":"Oldest first."}},"additionalProperties":false};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/session-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sessions === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sessions"},message:"must have required property '"+"sessions"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "sessions")){
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
if(data.sessions !== undefined){
let data0 = data.sessions;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data0[i0], {instancePath:instancePath+"/sessions/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/sessions",schemaPath:"#/properties/sessions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlSource = validate27;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/source.schema.json","title":"Inbox source","description":"Content-free projection of one source (one inbound provider message) in the inbox: its state, the events that carried it, what admission made of it, and the delivery journal of what the user was sent.","type":"object","required":["providerMessageId","eventIds","receiveCount","state","conversation","deliveries","receivedAt"],"properties":{"providerMessageId":{"type":"string","minLength":1},"eventIds":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true,"description":"Every provider event id seen for this message, first seen first."},"receiveCount":{"type":"integer","minimum":1,"description":"How many times the provider delivered it (redeliveries included). Never makes a second admission."},"state":{"anyOf":[{"type":"string","const":"received","description":"Durably in the inbox and acknowledged; not admitted yet."},{"type":"string","const":"queued","description":"Admitted as a turn that waits for its session."},{"type":"string","const":"running","description":"Its turn runs on the host, or its answer is being delivered."},{"type":"string","const":"answered","description":"Its final answer (or command reply, or refusal) was delivered and read back."},{"type":"string","const":"ignored","description":"Not admitted and not answered: the bot's own or another bot's message, or a group message not addressed to the bot."},{"type":"string","const":"failed","description":"Delivery failed after bounded retries (DE-009); not answered."}]},"conversation":{"$ref":"https://larkspur.dev/spec/control/conversation.schema.json"},"admission":{"type":"object","required":["outcome"],"properties":{"outcome":{"anyOf":[{"type":"string","const":"turn","description":"Became a turn of its session."},{"type":"string","const":"command","description":"A control command (stop, status), taken from this message alone, ahead of the queue."},{"type":"string","const":"ignored","description":"Not admitted; see reason."},{"type":"string","const":"refused","description":"Not admitted; the user was told why."}]},"reason":{"type":"string","pattern":"^[a-z][a-z0-9-]*$","description":"With ignored or refused: own-message, bot-message, not-addressed, unsupported-type, input-too-long, too-many-pending, malformed."},"command":{"anyOf":[{"type":"string","const":"stop"},{"type":"string","const":"status"}]}},"additionalProperties":false,"description":"Absent while the source waits in the inbox."},"sessionId":{"type":"string","minLength":1},"turnId":{"type":"string","minLength":1},"deliveries":{"type":"array","items":{"type":"object","required":["kind","state","attempts"],"properties":{"kind":{"anyOf":[{"type":"string","const":"reaction","description":"Processing feedback on the source (DE-001)."},{"type":"string","const":"queued-feedback","description":"The post telling a busy session's user the source is queued and its position (AD-003)."},{"type":"string","const":"answer","description":"The bot-owned post that carries the final answer of the turn (DE-003)."},{"type":"string","const":"continuation","description":"A further message of an answer over the provider size limit."},{"type":"string","const":"command-reply","description":"The reply to a control command."},{"type":"string","const":"refusal","description":"The explicit reason a source was not admitted (AD-007, AD-010)."}]},"state":{"anyOf":[{"type":"string","const":"pending","description":"Not attempted yet, or attempted with the outcome not known yet."},{"type":"string","const":"sent","description":"The provider accepted it; not read back yet."},{"type":"string","const":"read-back","description":"Read back from the provider and equal to what was meant (DE-004)."},{"type":"string","const":"failed","description":"Failed after bounded retries (DE-009)."}]},"messageId":{"type":"string","minLength":1,"description":"The provider message id of the bot message, once known."},"attempts":{"type":"integer","minimum":0},"errorCode":{"type":"string","description":"The last provider error code or local error code; never provider prose."}},"additionalProperties":false},"description":"The delivery journal of this source, oldest first."},"receivedAt":{"type":"string","description":"ISO 8601; first receipt."},"admittedAt":{"type":"string","description":"ISO 8601."},"answeredAt":{"type":"string","description":"ISO 8601; when the answer was read back."}},"additionalProperties":false};
const pattern5 = new RegExp("^[a-z][a-z0-9-]*$", "u");

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/source.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.providerMessageId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providerMessageId"},message:"must have required property '"+"providerMessageId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.eventIds === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventIds"},message:"must have required property '"+"eventIds"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.receiveCount === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receiveCount"},message:"must have required property '"+"receiveCount"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.state === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.conversation === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "conversation"},message:"must have required property '"+"conversation"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.deliveries === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deliveries"},message:"must have required property '"+"deliveries"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.receivedAt === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receivedAt"},message:"must have required property '"+"receivedAt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema39.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.providerMessageId !== undefined){
let data0 = data.providerMessageId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err8 = {instancePath:instancePath+"/providerMessageId",schemaPath:"#/properties/providerMessageId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/providerMessageId",schemaPath:"#/properties/providerMessageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.eventIds !== undefined){
let data1 = data.eventIds;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/eventIds/" + i0,schemaPath:"#/properties/eventIds/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/eventIds/" + i0,schemaPath:"#/properties/eventIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err12 = {instancePath:instancePath+"/eventIds",schemaPath:"#/properties/eventIds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err13 = {instancePath:instancePath+"/eventIds",schemaPath:"#/properties/eventIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.receiveCount !== undefined){
let data3 = data.receiveCount;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/receiveCount",schemaPath:"#/properties/receiveCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/receiveCount",schemaPath:"#/properties/receiveCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.state !== undefined){
let data4 = data.state;
const _errs11 = errors;
let valid4 = false;
const _errs12 = errors;
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("received" !== data4){
const err17 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "received"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid4 = valid4 || _valid0;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err18 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("queued" !== data4){
const err19 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "queued"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid4 = valid4 || _valid0;
const _errs16 = errors;
if(typeof data4 !== "string"){
const err20 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("running" !== data4){
const err21 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/2/const",keyword:"const",params:{allowedValue: "running"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid4 = valid4 || _valid0;
const _errs18 = errors;
if(typeof data4 !== "string"){
const err22 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("answered" !== data4){
const err23 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/3/const",keyword:"const",params:{allowedValue: "answered"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid4 = valid4 || _valid0;
const _errs20 = errors;
if(typeof data4 !== "string"){
const err24 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("ignored" !== data4){
const err25 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/4/const",keyword:"const",params:{allowedValue: "ignored"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid4 = valid4 || _valid0;
const _errs22 = errors;
if(typeof data4 !== "string"){
const err26 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("failed" !== data4){
const err27 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/5/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err28 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.conversation !== undefined){
let data5 = data.conversation;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.chatId === undefined){
const err29 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/required",keyword:"required",params:{missingProperty: "chatId"},message:"must have required property '"+"chatId"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data5.chatType === undefined){
const err30 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/required",keyword:"required",params:{missingProperty: "chatType"},message:"must have required property '"+"chatType"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key1 in data5){
if(!(((key1 === "chatId") || (key1 === "chatType")) || (key1 === "topicId"))){
const err31 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data5.chatId !== undefined){
let data6 = data5.chatId;
if(typeof data6 === "string"){
if(func1(data6) < 1){
const err32 = {instancePath:instancePath+"/conversation/chatId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/conversation/chatId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data5.chatType !== undefined){
let data7 = data5.chatType;
const _errs31 = errors;
let valid7 = false;
const _errs32 = errors;
if(typeof data7 !== "string"){
const err34 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if("p2p" !== data7){
const err35 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/0/const",keyword:"const",params:{allowedValue: "p2p"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid1 = _errs32 === errors;
valid7 = valid7 || _valid1;
const _errs34 = errors;
if(typeof data7 !== "string"){
const err36 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if("group" !== data7){
const err37 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/1/const",keyword:"const",params:{allowedValue: "group"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err38 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data5.topicId !== undefined){
let data8 = data5.topicId;
if(typeof data8 === "string"){
if(func1(data8) < 1){
const err39 = {instancePath:instancePath+"/conversation/topicId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/topicId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/conversation/topicId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/topicId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.admission !== undefined){
let data9 = data.admission;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.outcome === undefined){
const err42 = {instancePath:instancePath+"/admission",schemaPath:"#/properties/admission/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key2 in data9){
if(!(((key2 === "outcome") || (key2 === "reason")) || (key2 === "command"))){
const err43 = {instancePath:instancePath+"/admission",schemaPath:"#/properties/admission/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data9.outcome !== undefined){
let data10 = data9.outcome;
const _errs42 = errors;
let valid9 = false;
const _errs43 = errors;
if(typeof data10 !== "string"){
const err44 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if("turn" !== data10){
const err45 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/0/const",keyword:"const",params:{allowedValue: "turn"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid2 = _errs43 === errors;
valid9 = valid9 || _valid2;
const _errs45 = errors;
if(typeof data10 !== "string"){
const err46 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if("command" !== data10){
const err47 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/1/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid2 = _errs45 === errors;
valid9 = valid9 || _valid2;
const _errs47 = errors;
if(typeof data10 !== "string"){
const err48 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if("ignored" !== data10){
const err49 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/2/const",keyword:"const",params:{allowedValue: "ignored"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid2 = _errs47 === errors;
valid9 = valid9 || _valid2;
const _errs49 = errors;
if(typeof data10 !== "string"){
const err50 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if("refused" !== data10){
const err51 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/3/const",keyword:"const",params:{allowedValue: "refused"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid2 = _errs49 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const err52 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data9.reason !== undefined){
let data11 = data9.reason;
if(typeof data11 === "string"){
if(!pattern5.test(data11)){
const err53 = {instancePath:instancePath+"/admission/reason",schemaPath:"#/properties/admission/properties/reason/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/admission/reason",schemaPath:"#/properties/admission/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data9.command !== undefined){
let data12 = data9.command;
const _errs54 = errors;
let valid10 = false;
const _errs55 = errors;
if(typeof data12 !== "string"){
const err55 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if("stop" !== data12){
const err56 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf/0/const",keyword:"const",params:{allowedValue: "stop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid3 = _errs55 === errors;
valid10 = valid10 || _valid3;
const _errs57 = errors;
if(typeof data12 !== "string"){
const err57 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if("status" !== data12){
const err58 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf/1/const",keyword:"const",params:{allowedValue: "status"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid3 = _errs57 === errors;
valid10 = valid10 || _valid3;
if(!valid10){
const err59 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err60 = {instancePath:instancePath+"/admission",schemaPath:"#/properties/admission/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data13 = data.sessionId;
if(typeof data13 === "string"){
if(func1(data13) < 1){
const err61 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.turnId !== undefined){
let data14 = data.turnId;
if(typeof data14 === "string"){
if(func1(data14) < 1){
const err63 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.deliveries !== undefined){
let data15 = data.deliveries;
if(Array.isArray(data15)){
const len1 = data15.length;
for(let i2=0; i2<len1; i2++){
let data16 = data15[i2];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.kind === undefined){
const err65 = {instancePath:instancePath+"/deliveries/" + i2,schemaPath:"#/properties/deliveries/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data16.state === undefined){
const err66 = {instancePath:instancePath+"/deliveries/" + i2,schemaPath:"#/properties/deliveries/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data16.attempts === undefined){
const err67 = {instancePath:instancePath+"/deliveries/" + i2,schemaPath:"#/properties/deliveries/items/required",keyword:"required",params:{missingProperty: "attempts"},message:"must have required property '"+"attempts"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
for(const key3 in data16){
if(!(((((key3 === "kind") || (key3 === "state")) || (key3 === "messageId")) || (key3 === "attempts")) || (key3 === "errorCode"))){
const err68 = {instancePath:instancePath+"/deliveries/" + i2,schemaPath:"#/properties/deliveries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data16.kind !== undefined){
let data17 = data16.kind;
const _errs69 = errors;
let valid14 = false;
const _errs70 = errors;
if(typeof data17 !== "string"){
const err69 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if("reaction" !== data17){
const err70 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/0/const",keyword:"const",params:{allowedValue: "reaction"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid4 = _errs70 === errors;
valid14 = valid14 || _valid4;
const _errs72 = errors;
if(typeof data17 !== "string"){
const err71 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if("queued-feedback" !== data17){
const err72 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/1/const",keyword:"const",params:{allowedValue: "queued-feedback"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid4 = _errs72 === errors;
valid14 = valid14 || _valid4;
const _errs74 = errors;
if(typeof data17 !== "string"){
const err73 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if("answer" !== data17){
const err74 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/2/const",keyword:"const",params:{allowedValue: "answer"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid4 = _errs74 === errors;
valid14 = valid14 || _valid4;
const _errs76 = errors;
if(typeof data17 !== "string"){
const err75 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if("continuation" !== data17){
const err76 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/3/const",keyword:"const",params:{allowedValue: "continuation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid4 = _errs76 === errors;
valid14 = valid14 || _valid4;
const _errs78 = errors;
if(typeof data17 !== "string"){
const err77 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if("command-reply" !== data17){
const err78 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/4/const",keyword:"const",params:{allowedValue: "command-reply"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid4 = _errs78 === errors;
valid14 = valid14 || _valid4;
const _errs80 = errors;
if(typeof data17 !== "string"){
const err79 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if("refusal" !== data17){
const err80 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/5/const",keyword:"const",params:{allowedValue: "refusal"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid4 = _errs80 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err81 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
}
if(data16.state !== undefined){
let data18 = data16.state;
const _errs83 = errors;
let valid15 = false;
const _errs84 = errors;
if(typeof data18 !== "string"){
const err82 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if("pending" !== data18){
const err83 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "pending"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid5 = _errs84 === errors;
valid15 = valid15 || _valid5;
const _errs86 = errors;
if(typeof data18 !== "string"){
const err84 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if("sent" !== data18){
const err85 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "sent"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid5 = _errs86 === errors;
valid15 = valid15 || _valid5;
const _errs88 = errors;
if(typeof data18 !== "string"){
const err86 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if("read-back" !== data18){
const err87 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/2/const",keyword:"const",params:{allowedValue: "read-back"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid5 = _errs88 === errors;
valid15 = valid15 || _valid5;
const _errs90 = errors;
if(typeof data18 !== "string"){
const err88 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if("failed" !== data18){
const err89 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/3/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid5 = _errs90 === errors;
valid15 = valid15 || _valid5;
if(!valid15){
const err90 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
else {
errors = _errs83;
if(vErrors !== null){
if(_errs83){
vErrors.length = _errs83;
}
else {
vErrors = null;
}
}
}
}
if(data16.messageId !== undefined){
let data19 = data16.messageId;
if(typeof data19 === "string"){
if(func1(data19) < 1){
const err91 = {instancePath:instancePath+"/deliveries/" + i2+"/messageId",schemaPath:"#/properties/deliveries/items/properties/messageId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/deliveries/" + i2+"/messageId",schemaPath:"#/properties/deliveries/items/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data16.attempts !== undefined){
let data20 = data16.attempts;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err93 = {instancePath:instancePath+"/deliveries/" + i2+"/attempts",schemaPath:"#/properties/deliveries/items/properties/attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err94 = {instancePath:instancePath+"/deliveries/" + i2+"/attempts",schemaPath:"#/properties/deliveries/items/properties/attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
if(data16.errorCode !== undefined){
if(typeof data16.errorCode !== "string"){
const err95 = {instancePath:instancePath+"/deliveries/" + i2+"/errorCode",schemaPath:"#/properties/deliveries/items/properties/errorCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
else {
const err96 = {instancePath:instancePath+"/deliveries/" + i2,schemaPath:"#/properties/deliveries/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
else {
const err97 = {instancePath:instancePath+"/deliveries",schemaPath:"#/properties/deliveries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.receivedAt !== undefined){
if(typeof data.receivedAt !== "string"){
const err98 = {instancePath:instancePath+"/receivedAt",schemaPath:"#/properties/receivedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.admittedAt !== undefined){
if(typeof data.admittedAt !== "string"){
const err99 = {instancePath:instancePath+"/admittedAt",schemaPath:"#/properties/admittedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.answeredAt !== undefined){
if(typeof data.answeredAt !== "string"){
const err100 = {instancePath:instancePath+"/answeredAt",schemaPath:"#/properties/answeredAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
else {
const err101 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlStopReceipt = validate28;
const schema41 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/stop-receipt.schema.json","title":"Stop receipt","description":"POST /v1/turns/{turnId}/stop: what the stop did, proven by a fresh thread read (HO-004).","type":"object","required":["turnId","sessionId","outcome","turnState","elapsedMs"],"properties":{"turnId":{"type":"string","minLength":1},"sessionId":{"type":"string","minLength":1},"outcome":{"anyOf":[{"type":"string","const":"stopped","description":"It was running and a fresh thread read shows it no longer active, or it was queued and is cancelled."},{"type":"string","const":"not-running","description":"It had already reached a final state; nothing was done."},{"type":"string","const":"failed","description":"The thread read failed or still showed it active within the stop budget; the host transport was closed."}],"description":"An interrupt acknowledgement alone is never a stop (HO-004)."},"turnState":{"$ref":"https://larkspur.dev/spec/control/turn-state.schema.json"},"readback":{"type":"object","required":["threadStatus","readAt"],"properties":{"threadStatus":{"anyOf":[{"type":"string","const":"notLoaded"},{"type":"string","const":"idle"},{"type":"string","const":"systemError"},{"type":"string","const":"active"}],"description":"thread.status.type of the fresh thread/read."},"activeTurnId":{"type":"string","minLength":1},"readAt":{"type":"string","description":"ISO 8601."}},"additionalProperties":false,"description":"The fresh thread read that proves the stop; absent when none was needed or it failed."},"elapsedMs":{"type":"integer","minimum":0,"description":"From the request to the receipt."}},"additionalProperties":false};
const schema42 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/turn-state.schema.json","title":"Turn state","description":"Where one turn is in its lifecycle on the host. Every state but queued and running is final.","anyOf":[{"type":"string","const":"queued","description":"Admitted; waits for its session to be free."},{"type":"string","const":"running","description":"Started on the host (or being started); no outcome yet."},{"type":"string","const":"completed","description":"The host completed the turn."},{"type":"string","const":"interrupted","description":"Stopped while running; a fresh thread read showed it no longer active."},{"type":"string","const":"cancelled","description":"Stopped or dropped before it started; the host never ran it."},{"type":"string","const":"failed","description":"The host failed the turn, or it could not be started; see error.class."},{"type":"string","const":"timed_out","description":"Passed its idle or hard timeout (HO-006)."},{"type":"string","const":"unknown","description":"Its outcome cannot be known, e.g. the host connection was lost after the start (HO-003, HO-009)."}]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/stop-receipt.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.turnId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sessionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sessionId"},message:"must have required property '"+"sessionId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.outcome === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.turnState === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turnState"},message:"must have required property '"+"turnState"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.elapsedMs === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "elapsedMs"},message:"must have required property '"+"elapsedMs"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "turnId") || (key0 === "sessionId")) || (key0 === "outcome")) || (key0 === "turnState")) || (key0 === "readback")) || (key0 === "elapsedMs"))){
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
if(data.turnId !== undefined){
let data0 = data.turnId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data1 = data.sessionId;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.outcome !== undefined){
let data2 = data.outcome;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("stopped" !== data2){
const err11 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/anyOf/0/const",keyword:"const",params:{allowedValue: "stopped"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("not-running" !== data2){
const err13 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/anyOf/1/const",keyword:"const",params:{allowedValue: "not-running"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data2 !== "string"){
const err14 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("failed" !== data2){
const err15 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/anyOf/2/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err16 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.turnState !== undefined){
let data3 = data.turnState;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data3 !== "string"){
const err17 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("queued" !== data3){
const err18 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "queued"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
const _errs19 = errors;
if(typeof data3 !== "string"){
const err19 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("running" !== data3){
const err20 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "running"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid3 = valid3 || _valid1;
const _errs21 = errors;
if(typeof data3 !== "string"){
const err21 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("completed" !== data3){
const err22 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid3 = valid3 || _valid1;
const _errs23 = errors;
if(typeof data3 !== "string"){
const err23 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("interrupted" !== data3){
const err24 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "interrupted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid3 = valid3 || _valid1;
const _errs25 = errors;
if(typeof data3 !== "string"){
const err25 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("cancelled" !== data3){
const err26 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/4/const",keyword:"const",params:{allowedValue: "cancelled"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
const _errs27 = errors;
if(typeof data3 !== "string"){
const err27 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if("failed" !== data3){
const err28 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/5/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid3 = valid3 || _valid1;
const _errs29 = errors;
if(typeof data3 !== "string"){
const err29 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("timed_out" !== data3){
const err30 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/6/const",keyword:"const",params:{allowedValue: "timed_out"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid3 = valid3 || _valid1;
const _errs31 = errors;
if(typeof data3 !== "string"){
const err31 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("unknown" !== data3){
const err32 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/7/const",keyword:"const",params:{allowedValue: "unknown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs31 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err33 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.readback !== undefined){
let data4 = data.readback;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.threadStatus === undefined){
const err34 = {instancePath:instancePath+"/readback",schemaPath:"#/properties/readback/required",keyword:"required",params:{missingProperty: "threadStatus"},message:"must have required property '"+"threadStatus"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data4.readAt === undefined){
const err35 = {instancePath:instancePath+"/readback",schemaPath:"#/properties/readback/required",keyword:"required",params:{missingProperty: "readAt"},message:"must have required property '"+"readAt"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key1 in data4){
if(!(((key1 === "threadStatus") || (key1 === "activeTurnId")) || (key1 === "readAt"))){
const err36 = {instancePath:instancePath+"/readback",schemaPath:"#/properties/readback/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data4.threadStatus !== undefined){
let data5 = data4.threadStatus;
const _errs37 = errors;
let valid5 = false;
const _errs38 = errors;
if(typeof data5 !== "string"){
const err37 = {instancePath:instancePath+"/readback/threadStatus",schemaPath:"#/properties/readback/properties/threadStatus/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if("notLoaded" !== data5){
const err38 = {instancePath:instancePath+"/readback/threadStatus",schemaPath:"#/properties/readback/properties/threadStatus/anyOf/0/const",keyword:"const",params:{allowedValue: "notLoaded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid2 = _errs38 === errors;
valid5 = valid5 || _valid2;
const _errs40 = errors;
if(typeof data5 !== "string"){
const err39 = {instancePath:instancePath+"/readback/threadStatus",schemaPath:"#/properties/readback/properties/threadStatus/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if("idle" !== data5){
const err40 = {instancePath:instancePath+"/readback/threadStatus",schemaPath:"#/properties/readback/properties/threadStatus/anyOf/1/const",keyword:"const",params:{allowedValue: "idle"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid2 = _errs40 === errors;
valid5 = valid5 || _valid2;
const _errs42 = errors;
if(typeof data5 !== "string"){
const err41 = {instancePath:instancePath+"/readback/threadStatus",schemaPath:"#/properties/readback/properties/threadStatus/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("systemError" !== data5){
const err42 = {instancePath:instancePath+"/readback/threadStatus",schemaPath:"#/properties/readback/properties/threadStatus/anyOf/2/const",keyword:"const",params:{allowedValue: "systemError"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid2 = _errs42 === errors;
valid5 = valid5 || _valid2;
const _errs44 = errors;
if(typeof data5 !== "string"){
const err43 = {instancePath:instancePath+"/readback/threadStatus",schemaPath:"#/properties/readback/properties/threadStatus/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if("active" !== data5){
const err44 = {instancePath:instancePath+"/readback/threadStatus",schemaPath:"#/properties/readback/properties/threadStatus/anyOf/3/const",keyword:"const",params:{allowedValue: "active"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid2 = _errs44 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err45 = {instancePath:instancePath+"/readback/threadStatus",schemaPath:"#/properties/readback/properties/threadStatus/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data4.activeTurnId !== undefined){
let data6 = data4.activeTurnId;
if(typeof data6 === "string"){
if(func1(data6) < 1){
const err46 = {instancePath:instancePath+"/readback/activeTurnId",schemaPath:"#/properties/readback/properties/activeTurnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/readback/activeTurnId",schemaPath:"#/properties/readback/properties/activeTurnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data4.readAt !== undefined){
if(typeof data4.readAt !== "string"){
const err48 = {instancePath:instancePath+"/readback/readAt",schemaPath:"#/properties/readback/properties/readAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err49 = {instancePath:instancePath+"/readback",schemaPath:"#/properties/readback/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.elapsedMs !== undefined){
let data8 = data.elapsedMs;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err50 = {instancePath:instancePath+"/elapsedMs",schemaPath:"#/properties/elapsedMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err51 = {instancePath:instancePath+"/elapsedMs",schemaPath:"#/properties/elapsedMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
}
else {
const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlTurn = validate29;
const schema43 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/turn.schema.json","title":"Turn","description":"Content-free projection of one turn: one run of the host for the admitted input of one source.","type":"object","required":["turnId","sessionId","sourceMessageId","state","createdAt"],"properties":{"turnId":{"type":"string","minLength":1},"sessionId":{"type":"string","minLength":1},"sourceMessageId":{"type":"string","minLength":1,"description":"The provider message id of the source this turn answers."},"state":{"$ref":"https://larkspur.dev/spec/control/turn-state.schema.json"},"hostTurnId":{"type":"string","minLength":1,"description":"The turn id the host gave; absent until it answered turn/start."},"queuePosition":{"type":"integer","minimum":1,"description":"While queued: 1 means next to run in its session."},"error":{"type":"object","required":["class"],"properties":{"class":{"type":"string","pattern":"^[a-z][a-z0-9_]*$","description":"A classified error (HO-007), e.g. upstream_transport_failure, unclassified. Never upstream prose."}},"additionalProperties":false},"createdAt":{"type":"string","description":"ISO 8601; when it was admitted."},"startedAt":{"type":"string","description":"ISO 8601; when turn/start was sent."},"endedAt":{"type":"string","description":"ISO 8601; when it reached a final state."}},"additionalProperties":false};
const pattern6 = new RegExp("^[a-z][a-z0-9_]*$", "u");

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/turn.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.turnId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sessionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sessionId"},message:"must have required property '"+"sessionId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sourceMessageId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceMessageId"},message:"must have required property '"+"sourceMessageId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.state === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.createdAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema43.properties, key0))){
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
if(data.turnId !== undefined){
let data0 = data.turnId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data1 = data.sessionId;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.sourceMessageId !== undefined){
let data2 = data.sourceMessageId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/sourceMessageId",schemaPath:"#/properties/sourceMessageId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/sourceMessageId",schemaPath:"#/properties/sourceMessageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.state !== undefined){
let data3 = data.state;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("queued" !== data3){
const err13 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "queued"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs13 = errors;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("running" !== data3){
const err15 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "running"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
const _errs15 = errors;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("completed" !== data3){
const err17 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid2 = valid2 || _valid0;
const _errs17 = errors;
if(typeof data3 !== "string"){
const err18 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("interrupted" !== data3){
const err19 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "interrupted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid2 = valid2 || _valid0;
const _errs19 = errors;
if(typeof data3 !== "string"){
const err20 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("cancelled" !== data3){
const err21 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/4/const",keyword:"const",params:{allowedValue: "cancelled"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid2 = valid2 || _valid0;
const _errs21 = errors;
if(typeof data3 !== "string"){
const err22 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("failed" !== data3){
const err23 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/5/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid2 = valid2 || _valid0;
const _errs23 = errors;
if(typeof data3 !== "string"){
const err24 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("timed_out" !== data3){
const err25 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/6/const",keyword:"const",params:{allowedValue: "timed_out"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
const _errs25 = errors;
if(typeof data3 !== "string"){
const err26 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("unknown" !== data3){
const err27 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/7/const",keyword:"const",params:{allowedValue: "unknown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err28 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
if(data.hostTurnId !== undefined){
let data4 = data.hostTurnId;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err29 = {instancePath:instancePath+"/hostTurnId",schemaPath:"#/properties/hostTurnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/hostTurnId",schemaPath:"#/properties/hostTurnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.queuePosition !== undefined){
let data5 = data.queuePosition;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err31 = {instancePath:instancePath+"/queuePosition",schemaPath:"#/properties/queuePosition/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err32 = {instancePath:instancePath+"/queuePosition",schemaPath:"#/properties/queuePosition/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.error !== undefined){
let data6 = data.error;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.class === undefined){
const err33 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "class"},message:"must have required property '"+"class"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key1 in data6){
if(!(key1 === "class")){
const err34 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data6.class !== undefined){
let data7 = data6.class;
if(typeof data7 === "string"){
if(!pattern6.test(data7)){
const err35 = {instancePath:instancePath+"/error/class",schemaPath:"#/properties/error/properties/class/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]*$"},message:"must match pattern \""+"^[a-z][a-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/error/class",schemaPath:"#/properties/error/properties/class/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err38 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.startedAt !== undefined){
if(typeof data.startedAt !== "string"){
const err39 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.endedAt !== undefined){
if(typeof data.endedAt !== "string"){
const err40 = {instancePath:instancePath+"/endedAt",schemaPath:"#/properties/endedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlTurnList = validate30;
const schema45 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/turn-list.schema.json","title":"Turn list","description":"GET /v1/sessions/{sessionId}/turns.","type":"object","required":["sessionId","turns"],"properties":{"sessionId":{"type":"string","minLength":1},"turns":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/turn.schema.json"},"description":"In admission order."}},"additionalProperties":false};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/turn-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sessionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sessionId"},message:"must have required property '"+"sessionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.turns === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turns"},message:"must have required property '"+"turns"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "sessionId") || (key0 === "turns"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data0 = data.sessionId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.turns !== undefined){
let data1 = data.turns;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate29(data1[i0], {instancePath:instancePath+"/turns/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/turns",schemaPath:"#/properties/turns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlTurnState = validate32;

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/turn-state.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
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
if("queued" !== data){
const err1 = {instancePath,schemaPath:"#/anyOf/0/const",keyword:"const",params:{allowedValue: "queued"},message:"must be equal to constant"};
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
if("running" !== data){
const err3 = {instancePath,schemaPath:"#/anyOf/1/const",keyword:"const",params:{allowedValue: "running"},message:"must be equal to constant"};
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
if("completed" !== data){
const err5 = {instancePath,schemaPath:"#/anyOf/2/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
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
if("interrupted" !== data){
const err7 = {instancePath,schemaPath:"#/anyOf/3/const",keyword:"const",params:{allowedValue: "interrupted"},message:"must be equal to constant"};
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
if("cancelled" !== data){
const err9 = {instancePath,schemaPath:"#/anyOf/4/const",keyword:"const",params:{allowedValue: "cancelled"},message:"must be equal to constant"};
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
if("failed" !== data){
const err11 = {instancePath,schemaPath:"#/anyOf/5/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
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
if("timed_out" !== data){
const err13 = {instancePath,schemaPath:"#/anyOf/6/const",keyword:"const",params:{allowedValue: "timed_out"},message:"must be equal to constant"};
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
if("unknown" !== data){
const err15 = {instancePath,schemaPath:"#/anyOf/7/const",keyword:"const",params:{allowedValue: "unknown"},message:"must be equal to constant"};
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
if(!valid0){
const err16 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateAdapter = validate33;
const schema47 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/launch/adapter.schema.json","title":"Implementation adapter","description":"The file (*.impl.json) by which an implementation joins the harness: how to start it, what it supports and where its known divergences are.","type":"object","required":["name","command","capabilities"],"properties":{"$schema":{"type":"string"},"name":{"type":"string","pattern":"^[a-z0-9][a-z0-9._-]*$","description":"Short name used in reports and expectations."},"version":{"type":"string","description":"Implementation version, recorded in the run manifest."},"command":{"type":"array","items":{"type":"string","minLength":1},"minItems":1,"description":"argv of the implementation. A first element \"node\" means the Node.js running the harness. It is started in its own process group and killed with it."},"cwd":{"type":"string","description":"Working directory, relative to the adapter file. Default: its folder."},"env":{"type":"object","patternProperties":{"^[A-Za-z_][A-Za-z0-9_]*$":{"type":"string"}},"description":"Extra environment. LARKSPUR_* variables of the launch contract cannot be overridden."},"capabilities":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/capability.schema.json"},"uniqueItems":true,"description":"What the implementation supports. Scenarios needing anything else are untested (capability)."},"intake":{"anyOf":[{"type":"string","const":"ws"},{"type":"string","const":"webhook"}],"default":"ws","description":"How the provider double delivers events: long connection or webhook push."},"webhookPath":{"type":"string","pattern":"^/","default":"/webhook/event","description":"With intake webhook: the path on 127.0.0.1:$LARKSPUR_WEBHOOK_PORT the double pushes to."},"expectations":{"type":"string","description":"Known-divergence file, relative to the adapter file."},"startupTimeoutMs":{"type":"integer","minimum":100,"default":20000,"description":"Readiness deadline after each start."},"stopGraceMs":{"type":"integer","minimum":0,"default":2000,"description":"On a graceful stop: SIGTERM, then SIGKILL to the group after this long."}},"additionalProperties":false};
const pattern7 = new RegExp("^[a-z0-9][a-z0-9._-]*$", "u");
const pattern8 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
const pattern9 = new RegExp("^/", "u");

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/launch/adapter.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.command === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
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
for(const key0 in data){
if(!(func6.call(schema47.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err4 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9._-]*$"+"\""};
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
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.version !== undefined){
if(typeof data.version !== "string"){
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.command !== undefined){
let data3 = data.command;
if(Array.isArray(data3)){
if(data3.length < 1){
const err8 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err9 = {instancePath:instancePath+"/command/" + i0,schemaPath:"#/properties/command/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/command/" + i0,schemaPath:"#/properties/command/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.cwd !== undefined){
if(typeof data.cwd !== "string"){
const err12 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.env !== undefined){
let data6 = data.env;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
var props0 = {};
for(const key1 in data6){
if(pattern8.test(key1)){
if(typeof data6[key1] !== "string"){
const err13 = {instancePath:instancePath+"/env/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/env/patternProperties/%5E%5BA-Za-z_%5D%5BA-Za-z0-9_%5D*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
props0[key1] = true;
}
}
}
else {
const err14 = {instancePath:instancePath+"/env",schemaPath:"#/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.capabilities !== undefined){
let data8 = data.capabilities;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs22 = errors;
let valid7 = false;
const _errs23 = errors;
if(typeof data9 !== "string"){
const err15 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("control" !== data9){
const err16 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "control"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid7 = valid7 || _valid0;
const _errs25 = errors;
if(typeof data9 !== "string"){
const err17 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("control.stop" !== data9){
const err18 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "control.stop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid7 = valid7 || _valid0;
const _errs27 = errors;
if(typeof data9 !== "string"){
const err19 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("webhook" !== data9){
const err20 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid7 = valid7 || _valid0;
const _errs29 = errors;
if(typeof data9 !== "string"){
const err21 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("progress" !== data9){
const err22 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "progress"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs29 === errors;
valid7 = valid7 || _valid0;
const _errs31 = errors;
if(typeof data9 !== "string"){
const err23 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("delivery-modes" !== data9){
const err24 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/4/const",keyword:"const",params:{allowedValue: "delivery-modes"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs31 === errors;
valid7 = valid7 || _valid0;
const _errs33 = errors;
if(typeof data9 !== "string"){
const err25 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("approvals" !== data9){
const err26 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/5/const",keyword:"const",params:{allowedValue: "approvals"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs33 === errors;
valid7 = valid7 || _valid0;
const _errs35 = errors;
if(typeof data9 !== "string"){
const err27 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if("attached-sessions" !== data9){
const err28 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/6/const",keyword:"const",params:{allowedValue: "attached-sessions"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs35 === errors;
valid7 = valid7 || _valid0;
const _errs37 = errors;
if(typeof data9 !== "string"){
const err29 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("event-timing" !== data9){
const err30 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/7/const",keyword:"const",params:{allowedValue: "event-timing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs37 === errors;
valid7 = valid7 || _valid0;
const _errs39 = errors;
if(typeof data9 !== "string"){
const err31 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/8/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("media" !== data9){
const err32 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/8/const",keyword:"const",params:{allowedValue: "media"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs39 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const err33 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
let i2 = data8.length;
let j0;
if(i2 > 1){
outer0:
for(;i2--;){
for(j0 = i2; j0--;){
if(func0(data8[i2], data8[j0])){
const err34 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err35 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.intake !== undefined){
let data10 = data.intake;
const _errs42 = errors;
let valid9 = false;
const _errs43 = errors;
if(typeof data10 !== "string"){
const err36 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if("ws" !== data10){
const err37 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf/0/const",keyword:"const",params:{allowedValue: "ws"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid1 = _errs43 === errors;
valid9 = valid9 || _valid1;
const _errs45 = errors;
if(typeof data10 !== "string"){
const err38 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if("webhook" !== data10){
const err39 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf/1/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid1 = _errs45 === errors;
valid9 = valid9 || _valid1;
if(!valid9){
const err40 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data.webhookPath !== undefined){
let data11 = data.webhookPath;
if(typeof data11 === "string"){
if(!pattern9.test(data11)){
const err41 = {instancePath:instancePath+"/webhookPath",schemaPath:"#/properties/webhookPath/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/webhookPath",schemaPath:"#/properties/webhookPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.expectations !== undefined){
if(typeof data.expectations !== "string"){
const err43 = {instancePath:instancePath+"/expectations",schemaPath:"#/properties/expectations/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.startupTimeoutMs !== undefined){
let data13 = data.startupTimeoutMs;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err44 = {instancePath:instancePath+"/startupTimeoutMs",schemaPath:"#/properties/startupTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 100 || isNaN(data13)){
const err45 = {instancePath:instancePath+"/startupTimeoutMs",schemaPath:"#/properties/startupTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.stopGraceMs !== undefined){
let data14 = data.stopGraceMs;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err46 = {instancePath:instancePath+"/stopGraceMs",schemaPath:"#/properties/stopGraceMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err47 = {instancePath:instancePath+"/stopGraceMs",schemaPath:"#/properties/stopGraceMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateLaunchEnvironment = validate34;
const schema49 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/launch/environment.schema.json","title":"Launch environment","description":"The environment the harness gives an implementation. Readiness: GET /v1/ready says providerReady; an implementation that declares no control capability is ready when its long connection to the provider double is up (or, with webhook intake, when it answers the URL challenge). Stop: SIGTERM to the process group, then SIGKILL after the adapter stopGraceMs; a crash test sends SIGKILL directly. A restart starts the same command with the same environment and data directory.","type":"object","required":["LARKSPUR_LARK_DOMAIN","LARKSPUR_LARK_APP_ID","LARKSPUR_LARK_APP_SECRET","LARKSPUR_LARK_INTAKE","LARKSPUR_HOST_COMMAND","LARKSPUR_CONTROL_PORT","LARKSPUR_CONTROL_TOKEN","LARKSPUR_DATA_DIR","LARKSPUR_KNOBS"],"properties":{"LARKSPUR_LARK_DOMAIN":{"type":"string","description":"Base URL of the provider, without a trailing slash: the Lark Open Platform in production, the provider double (http://127.0.0.1:PORT) under the harness. The implementation calls ${domain}/open-apis/... and discovers the long connection at ${domain}/callback/ws/endpoint.","pattern":"^https?://[^/]+$"},"LARKSPUR_LARK_APP_ID":{"type":"string","description":"The bot app id (cli_ followed by 16 hex digits).","pattern":"^cli_[0-9a-fA-F]{16}$"},"LARKSPUR_LARK_APP_SECRET":{"type":"string","description":"The app secret. Never logged, never in a projection or state file."},"LARKSPUR_LARK_INTAKE":{"anyOf":[{"type":"string","const":"ws"},{"type":"string","const":"webhook"}],"description":"ws: open the long connection. webhook: listen for pushes on LARKSPUR_WEBHOOK_PORT."},"LARKSPUR_WEBHOOK_PORT":{"type":"string","description":"With intake webhook: the port to listen on (127.0.0.1).","pattern":"^[0-9]+$"},"LARKSPUR_LARK_ENCRYPT_KEY":{"type":"string","description":"With intake webhook: the encrypt key for signature and decryption."},"LARKSPUR_LARK_VERIFICATION_TOKEN":{"type":"string","description":"With intake webhook: the verification token of the app."},"LARKSPUR_HOST_COMMAND":{"type":"string","description":"A POSIX shell command line the implementation runs as its agent host, speaking the host protocol (JSON-RPC lines, Codex app-server v2 subset) on stdin/stdout. In production: codex app-server."},"LARKSPUR_CONTROL_PORT":{"type":"string","description":"Port of the control API on 127.0.0.1.","pattern":"^[0-9]+$"},"LARKSPUR_CONTROL_TOKEN":{"type":"string","description":"Bearer token every control API request must carry."},"LARKSPUR_DATA_DIR":{"type":"string","description":"Directory for all durable state. Fresh for each scenario, kept across a restart inside one scenario."},"LARKSPUR_KNOBS":{"type":"string","description":"Path of a JSON file of timing knobs (launch/knobs.schema.json)."},"LARKSPUR_EVENT_TIMING":{"anyOf":[{"type":"string","const":"0"},{"type":"string","const":"1"}],"description":"1: print one content-free timing line per stage on stdout (launch/timing-line.schema.json)."}},"additionalProperties":true};
const pattern10 = new RegExp("^https?://[^/]+$", "u");
const pattern11 = new RegExp("^cli_[0-9a-fA-F]{16}$", "u");
const pattern12 = new RegExp("^[0-9]+$", "u");

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/launch/environment.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.LARKSPUR_LARK_DOMAIN === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LARKSPUR_LARK_DOMAIN"},message:"must have required property '"+"LARKSPUR_LARK_DOMAIN"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.LARKSPUR_LARK_APP_ID === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LARKSPUR_LARK_APP_ID"},message:"must have required property '"+"LARKSPUR_LARK_APP_ID"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.LARKSPUR_LARK_APP_SECRET === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LARKSPUR_LARK_APP_SECRET"},message:"must have required property '"+"LARKSPUR_LARK_APP_SECRET"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.LARKSPUR_LARK_INTAKE === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LARKSPUR_LARK_INTAKE"},message:"must have required property '"+"LARKSPUR_LARK_INTAKE"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.LARKSPUR_HOST_COMMAND === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LARKSPUR_HOST_COMMAND"},message:"must have required property '"+"LARKSPUR_HOST_COMMAND"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.LARKSPUR_CONTROL_PORT === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LARKSPUR_CONTROL_PORT"},message:"must have required property '"+"LARKSPUR_CONTROL_PORT"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.LARKSPUR_CONTROL_TOKEN === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LARKSPUR_CONTROL_TOKEN"},message:"must have required property '"+"LARKSPUR_CONTROL_TOKEN"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.LARKSPUR_DATA_DIR === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LARKSPUR_DATA_DIR"},message:"must have required property '"+"LARKSPUR_DATA_DIR"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.LARKSPUR_KNOBS === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LARKSPUR_KNOBS"},message:"must have required property '"+"LARKSPUR_KNOBS"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.LARKSPUR_LARK_DOMAIN !== undefined){
let data0 = data.LARKSPUR_LARK_DOMAIN;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err9 = {instancePath:instancePath+"/LARKSPUR_LARK_DOMAIN",schemaPath:"#/properties/LARKSPUR_LARK_DOMAIN/pattern",keyword:"pattern",params:{pattern: "^https?://[^/]+$"},message:"must match pattern \""+"^https?://[^/]+$"+"\""};
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
const err10 = {instancePath:instancePath+"/LARKSPUR_LARK_DOMAIN",schemaPath:"#/properties/LARKSPUR_LARK_DOMAIN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.LARKSPUR_LARK_APP_ID !== undefined){
let data1 = data.LARKSPUR_LARK_APP_ID;
if(typeof data1 === "string"){
if(!pattern11.test(data1)){
const err11 = {instancePath:instancePath+"/LARKSPUR_LARK_APP_ID",schemaPath:"#/properties/LARKSPUR_LARK_APP_ID/pattern",keyword:"pattern",params:{pattern: "^cli_[0-9a-fA-F]{16}$"},message:"must match pattern \""+"^cli_[0-9a-fA-F]{16}$"+"\""};
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
const err12 = {instancePath:instancePath+"/LARKSPUR_LARK_APP_ID",schemaPath:"#/properties/LARKSPUR_LARK_APP_ID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.LARKSPUR_LARK_APP_SECRET !== undefined){
if(typeof data.LARKSPUR_LARK_APP_SECRET !== "string"){
const err13 = {instancePath:instancePath+"/LARKSPUR_LARK_APP_SECRET",schemaPath:"#/properties/LARKSPUR_LARK_APP_SECRET/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.LARKSPUR_LARK_INTAKE !== undefined){
let data3 = data.LARKSPUR_LARK_INTAKE;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/LARKSPUR_LARK_INTAKE",schemaPath:"#/properties/LARKSPUR_LARK_INTAKE/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("ws" !== data3){
const err15 = {instancePath:instancePath+"/LARKSPUR_LARK_INTAKE",schemaPath:"#/properties/LARKSPUR_LARK_INTAKE/anyOf/0/const",keyword:"const",params:{allowedValue: "ws"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/LARKSPUR_LARK_INTAKE",schemaPath:"#/properties/LARKSPUR_LARK_INTAKE/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("webhook" !== data3){
const err17 = {instancePath:instancePath+"/LARKSPUR_LARK_INTAKE",schemaPath:"#/properties/LARKSPUR_LARK_INTAKE/anyOf/1/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err18 = {instancePath:instancePath+"/LARKSPUR_LARK_INTAKE",schemaPath:"#/properties/LARKSPUR_LARK_INTAKE/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.LARKSPUR_WEBHOOK_PORT !== undefined){
let data4 = data.LARKSPUR_WEBHOOK_PORT;
if(typeof data4 === "string"){
if(!pattern12.test(data4)){
const err19 = {instancePath:instancePath+"/LARKSPUR_WEBHOOK_PORT",schemaPath:"#/properties/LARKSPUR_WEBHOOK_PORT/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/LARKSPUR_WEBHOOK_PORT",schemaPath:"#/properties/LARKSPUR_WEBHOOK_PORT/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.LARKSPUR_LARK_ENCRYPT_KEY !== undefined){
if(typeof data.LARKSPUR_LARK_ENCRYPT_KEY !== "string"){
const err21 = {instancePath:instancePath+"/LARKSPUR_LARK_ENCRYPT_KEY",schemaPath:"#/properties/LARKSPUR_LARK_ENCRYPT_KEY/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.LARKSPUR_LARK_VERIFICATION_TOKEN !== undefined){
if(typeof data.LARKSPUR_LARK_VERIFICATION_TOKEN !== "string"){
const err22 = {instancePath:instancePath+"/LARKSPUR_LARK_VERIFICATION_TOKEN",schemaPath:"#/properties/LARKSPUR_LARK_VERIFICATION_TOKEN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.LARKSPUR_HOST_COMMAND !== undefined){
if(typeof data.LARKSPUR_HOST_COMMAND !== "string"){
const err23 = {instancePath:instancePath+"/LARKSPUR_HOST_COMMAND",schemaPath:"#/properties/LARKSPUR_HOST_COMMAND/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.LARKSPUR_CONTROL_PORT !== undefined){
let data8 = data.LARKSPUR_CONTROL_PORT;
if(typeof data8 === "string"){
if(!pattern12.test(data8)){
const err24 = {instancePath:instancePath+"/LARKSPUR_CONTROL_PORT",schemaPath:"#/properties/LARKSPUR_CONTROL_PORT/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/LARKSPUR_CONTROL_PORT",schemaPath:"#/properties/LARKSPUR_CONTROL_PORT/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.LARKSPUR_CONTROL_TOKEN !== undefined){
if(typeof data.LARKSPUR_CONTROL_TOKEN !== "string"){
const err26 = {instancePath:instancePath+"/LARKSPUR_CONTROL_TOKEN",schemaPath:"#/properties/LARKSPUR_CONTROL_TOKEN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.LARKSPUR_DATA_DIR !== undefined){
if(typeof data.LARKSPUR_DATA_DIR !== "string"){
const err27 = {instancePath:instancePath+"/LARKSPUR_DATA_DIR",schemaPath:"#/properties/LARKSPUR_DATA_DIR/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.LARKSPUR_KNOBS !== undefined){
if(typeof data.LARKSPUR_KNOBS !== "string"){
const err28 = {instancePath:instancePath+"/LARKSPUR_KNOBS",schemaPath:"#/properties/LARKSPUR_KNOBS/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.LARKSPUR_EVENT_TIMING !== undefined){
let data12 = data.LARKSPUR_EVENT_TIMING;
const _errs31 = errors;
let valid2 = false;
const _errs32 = errors;
if(typeof data12 !== "string"){
const err29 = {instancePath:instancePath+"/LARKSPUR_EVENT_TIMING",schemaPath:"#/properties/LARKSPUR_EVENT_TIMING/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("0" !== data12){
const err30 = {instancePath:instancePath+"/LARKSPUR_EVENT_TIMING",schemaPath:"#/properties/LARKSPUR_EVENT_TIMING/anyOf/0/const",keyword:"const",params:{allowedValue: "0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid1 = _errs32 === errors;
valid2 = valid2 || _valid1;
const _errs34 = errors;
if(typeof data12 !== "string"){
const err31 = {instancePath:instancePath+"/LARKSPUR_EVENT_TIMING",schemaPath:"#/properties/LARKSPUR_EVENT_TIMING/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("1" !== data12){
const err32 = {instancePath:instancePath+"/LARKSPUR_EVENT_TIMING",schemaPath:"#/properties/LARKSPUR_EVENT_TIMING/anyOf/1/const",keyword:"const",params:{allowedValue: "1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err33 = {instancePath:instancePath+"/LARKSPUR_EVENT_TIMING",schemaPath:"#/properties/LARKSPUR_EVENT_TIMING/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateKnobs = validate35;
const schema50 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/launch/knobs.schema.json","title":"Timing knobs","description":"The JSON file named by LARKSPUR_KNOBS. Every knob is optional; an absent knob takes its default. An implementation reads its timeouts, intervals and bounds from here so that a scenario can shrink them.","type":"object","properties":{"feedbackWindowMs":{"type":"integer","minimum":1,"default":3000,"description":"Visible processing or queued feedback must appear within this time of admission (DE-001, AD-003)."},"progressIntervalMs":{"type":"integer","minimum":1,"default":2000,"description":"Minimum interval between edits of the progress post (DE-002)."},"draftLimitChars":{"type":"integer","minimum":1,"default":6000,"description":"The progress post shows at most this many of the latest answer characters (DE-002)."},"stopBudgetMs":{"type":"integer","minimum":1,"default":5000,"description":"A stop must be proven by a fresh thread read within this time (HO-004)."},"idleTimeoutMs":{"type":"integer","minimum":1,"default":600000,"description":"A turn with no host event for this long ends as timed_out (HO-006)."},"hardTimeoutMs":{"type":"integer","minimum":1,"default":3600000,"description":"A turn running this long in total ends as timed_out (HO-006)."},"maxHandlers":{"type":"integer","minimum":1,"default":4,"description":"At most this many sources are handled at once (TR-004)."},"memoryQueueBound":{"type":"integer","minimum":1,"default":64,"description":"At most this many sources are held in memory, active handlers included; the rest wait in the inbox (TR-004)."},"inputCharLimit":{"type":"integer","minimum":1,"default":12000,"description":"Longest accepted input in characters; longer input is refused explicitly (AD-007)."},"pendingInputLimit":{"type":"integer","minimum":1,"default":20,"description":"Most pending inputs per session; more are refused explicitly (AD-007)."},"claimWaitCapMs":{"type":"integer","minimum":1,"default":1800000,"description":"Longest bounded wait of an attached-session claim (AS-003)."},"approvalTtlMs":{"type":"integer","minimum":1,"default":600000,"description":"An approval request expires to decline after this time (HO-008)."}},"additionalProperties":false};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/launch/knobs.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func6.call(schema50.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.feedbackWindowMs !== undefined){
let data0 = data.feedbackWindowMs;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/feedbackWindowMs",schemaPath:"#/properties/feedbackWindowMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/feedbackWindowMs",schemaPath:"#/properties/feedbackWindowMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.progressIntervalMs !== undefined){
let data1 = data.progressIntervalMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/progressIntervalMs",schemaPath:"#/properties/progressIntervalMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/progressIntervalMs",schemaPath:"#/properties/progressIntervalMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.draftLimitChars !== undefined){
let data2 = data.draftLimitChars;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/draftLimitChars",schemaPath:"#/properties/draftLimitChars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/draftLimitChars",schemaPath:"#/properties/draftLimitChars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.stopBudgetMs !== undefined){
let data3 = data.stopBudgetMs;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/stopBudgetMs",schemaPath:"#/properties/stopBudgetMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/stopBudgetMs",schemaPath:"#/properties/stopBudgetMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.idleTimeoutMs !== undefined){
let data4 = data.idleTimeoutMs;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/idleTimeoutMs",schemaPath:"#/properties/idleTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/idleTimeoutMs",schemaPath:"#/properties/idleTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.hardTimeoutMs !== undefined){
let data5 = data.hardTimeoutMs;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/hardTimeoutMs",schemaPath:"#/properties/hardTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/hardTimeoutMs",schemaPath:"#/properties/hardTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.maxHandlers !== undefined){
let data6 = data.maxHandlers;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/maxHandlers",schemaPath:"#/properties/maxHandlers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/maxHandlers",schemaPath:"#/properties/maxHandlers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.memoryQueueBound !== undefined){
let data7 = data.memoryQueueBound;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err15 = {instancePath:instancePath+"/memoryQueueBound",schemaPath:"#/properties/memoryQueueBound/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/memoryQueueBound",schemaPath:"#/properties/memoryQueueBound/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.inputCharLimit !== undefined){
let data8 = data.inputCharLimit;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err17 = {instancePath:instancePath+"/inputCharLimit",schemaPath:"#/properties/inputCharLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/inputCharLimit",schemaPath:"#/properties/inputCharLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.pendingInputLimit !== undefined){
let data9 = data.pendingInputLimit;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err19 = {instancePath:instancePath+"/pendingInputLimit",schemaPath:"#/properties/pendingInputLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err20 = {instancePath:instancePath+"/pendingInputLimit",schemaPath:"#/properties/pendingInputLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.claimWaitCapMs !== undefined){
let data10 = data.claimWaitCapMs;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err21 = {instancePath:instancePath+"/claimWaitCapMs",schemaPath:"#/properties/claimWaitCapMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err22 = {instancePath:instancePath+"/claimWaitCapMs",schemaPath:"#/properties/claimWaitCapMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.approvalTtlMs !== undefined){
let data11 = data.approvalTtlMs;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err23 = {instancePath:instancePath+"/approvalTtlMs",schemaPath:"#/properties/approvalTtlMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err24 = {instancePath:instancePath+"/approvalTtlMs",schemaPath:"#/properties/approvalTtlMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTimingLine = validate36;
const schema51 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/launch/timing-line.schema.json","title":"Event timing line","description":"With LARKSPUR_EVENT_TIMING=1, one JSON line per stage on stdout (OB-001). Content-free: no message text, identity fields or credentials. Not a receipt of admission or delivery.","type":"object","required":["type","stage","correlation","monotonicMs","wallTime"],"properties":{"type":{"type":"string","const":"larkspur.timing"},"stage":{"anyOf":[{"type":"string","const":"receive"},{"type":"string","const":"lane"},{"type":"string","const":"admission"},{"type":"string","const":"control-read"},{"type":"string","const":"recovery"},{"type":"string","const":"outbound"},{"type":"string","const":"delivery"}]},"correlation":{"type":"string","pattern":"^[0-9a-f]{64}$","description":"SHA-256 (hex) of the profile name and the provider message id; neither appears in the line."},"monotonicMs":{"type":"number","description":"Monotonic clock of the process; compare only within one process lifetime."},"wallTime":{"type":"string","description":"ISO 8601 wall-clock time, for correlation only."},"marker":{"anyOf":[{"type":"string","const":"start"},{"type":"string","const":"returned"}]}},"additionalProperties":false};
const pattern14 = new RegExp("^[0-9a-f]{64}$", "u");

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/launch/timing-line.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.stage === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stage"},message:"must have required property '"+"stage"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.correlation === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "correlation"},message:"must have required property '"+"correlation"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.monotonicMs === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "monotonicMs"},message:"must have required property '"+"monotonicMs"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.wallTime === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "wallTime"},message:"must have required property '"+"wallTime"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "type") || (key0 === "stage")) || (key0 === "correlation")) || (key0 === "monotonicMs")) || (key0 === "wallTime")) || (key0 === "marker"))){
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
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("larkspur.timing" !== data0){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "larkspur.timing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.stage !== undefined){
let data1 = data.stage;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("receive" !== data1){
const err9 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/0/const",keyword:"const",params:{allowedValue: "receive"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data1 !== "string"){
const err10 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("lane" !== data1){
const err11 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/1/const",keyword:"const",params:{allowedValue: "lane"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(typeof data1 !== "string"){
const err12 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("admission" !== data1){
const err13 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/2/const",keyword:"const",params:{allowedValue: "admission"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data1 !== "string"){
const err14 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("control-read" !== data1){
const err15 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/3/const",keyword:"const",params:{allowedValue: "control-read"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
const _errs14 = errors;
if(typeof data1 !== "string"){
const err16 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("recovery" !== data1){
const err17 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/4/const",keyword:"const",params:{allowedValue: "recovery"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
const _errs16 = errors;
if(typeof data1 !== "string"){
const err18 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("outbound" !== data1){
const err19 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/5/const",keyword:"const",params:{allowedValue: "outbound"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
const _errs18 = errors;
if(typeof data1 !== "string"){
const err20 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("delivery" !== data1){
const err21 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf/6/const",keyword:"const",params:{allowedValue: "delivery"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err22 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.correlation !== undefined){
let data2 = data.correlation;
if(typeof data2 === "string"){
if(!pattern14.test(data2)){
const err23 = {instancePath:instancePath+"/correlation",schemaPath:"#/properties/correlation/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/correlation",schemaPath:"#/properties/correlation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.monotonicMs !== undefined){
let data3 = data.monotonicMs;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err25 = {instancePath:instancePath+"/monotonicMs",schemaPath:"#/properties/monotonicMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.wallTime !== undefined){
if(typeof data.wallTime !== "string"){
const err26 = {instancePath:instancePath+"/wallTime",schemaPath:"#/properties/wallTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.marker !== undefined){
let data5 = data.marker;
const _errs27 = errors;
let valid2 = false;
const _errs28 = errors;
if(typeof data5 !== "string"){
const err27 = {instancePath:instancePath+"/marker",schemaPath:"#/properties/marker/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if("start" !== data5){
const err28 = {instancePath:instancePath+"/marker",schemaPath:"#/properties/marker/anyOf/0/const",keyword:"const",params:{allowedValue: "start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs28 === errors;
valid2 = valid2 || _valid1;
const _errs30 = errors;
if(typeof data5 !== "string"){
const err29 = {instancePath:instancePath+"/marker",schemaPath:"#/properties/marker/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("returned" !== data5){
const err30 = {instancePath:instancePath+"/marker",schemaPath:"#/properties/marker/anyOf/1/const",keyword:"const",params:{allowedValue: "returned"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid1 = _errs30 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err31 = {instancePath:instancePath+"/marker",schemaPath:"#/properties/marker/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


/** Every validator by schema $id. */
export const validatorsById = {
  "https://larkspur.dev/spec/control/capability.schema.json": validateCapability,
  "https://larkspur.dev/spec/control/conversation.schema.json": validateControlConversation,
  "https://larkspur.dev/spec/control/error.schema.json": validateControlError,
  "https://larkspur.dev/spec/control/ready.schema.json": validateControlReady,
  "https://larkspur.dev/spec/control/session.schema.json": validateControlSession,
  "https://larkspur.dev/spec/control/session-list.schema.json": validateControlSessionList,
  "https://larkspur.dev/spec/control/source.schema.json": validateControlSource,
  "https://larkspur.dev/spec/control/stop-receipt.schema.json": validateControlStopReceipt,
  "https://larkspur.dev/spec/control/turn.schema.json": validateControlTurn,
  "https://larkspur.dev/spec/control/turn-list.schema.json": validateControlTurnList,
  "https://larkspur.dev/spec/control/turn-state.schema.json": validateControlTurnState,
  "https://larkspur.dev/spec/launch/adapter.schema.json": validateAdapter,
  "https://larkspur.dev/spec/launch/environment.schema.json": validateLaunchEnvironment,
  "https://larkspur.dev/spec/launch/knobs.schema.json": validateKnobs,
  "https://larkspur.dev/spec/launch/timing-line.schema.json": validateTimingLine,
};
