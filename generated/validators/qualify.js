/* generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src. */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateQualifyProfile = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/qualify/profile.schema.json","title":"Live qualification profile","description":"The file `larkspur qualify --profile` reads: which pinned install to drill, on which Lark tenant, chats and control API, and which scenarios. The drill writes as a real user through the IM API and observes the chat through the same API only: no side channel, no host double, nothing launched.","type":"object","required":["install","lark","bot","chats"],"properties":{"$schema":{"type":"string"},"install":{"type":"object","required":["name","version"],"properties":{"name":{"type":"string","pattern":"^[a-z0-9][a-z0-9._-]*$","description":"Short name used in reports."},"version":{"type":"string","minLength":1,"description":"The pinned version under qualification. With a control API, GET /v1/ready must report this implementation version; without one the version is untested."}},"additionalProperties":false},"lark":{"type":"object","required":["domain","userAccessTokenEnv"],"properties":{"domain":{"type":"string","pattern":"^https?://[^/]+$","description":"The Open Platform origin: https://open.feishu.cn, https://open.larksuite.com (no trailing slash)."},"userAccessTokenEnv":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$","description":"The NAME of an environment variable: it holds the drill user's user_access_token. The drill writes as a real user because a bot does not see another bot's messages (TR-008)."},"drillAppIdEnv":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$","description":"The NAME of an environment variable: the app id of the app the user token was issued to, if any."},"drillAppSecretEnv":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$","description":"The NAME of an environment variable: its app secret."}},"additionalProperties":false,"description":"Secrets never appear here, only the names of the variables holding them."},"bot":{"type":"object","required":["appId"],"properties":{"appId":{"type":"string","pattern":"^cli_[0-9a-zA-Z]+$","description":"The install's app id: its posts are the messages sent by this app."},"openId":{"type":"string","pattern":"^ou_[0-9a-zA-Z]+$","description":"The bot's open_id (GET /open-apis/bot/v3/info of the install's app): the drill mentions the bot with it in the group chat. Without it, a scenario step that mentions the bot is untested live."}},"additionalProperties":false},"capabilities":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/capability.schema.json"},"uniqueItems":true,"description":"What the install declares, as in an adapter file. The drill reads one: with reply-threading, a bot post answers a request only as a reply to it; without it, the bot's posts in the chat are attributed in order (DE-010). Default: none."},"chats":{"type":"object","required":["p2p"],"properties":{"p2p":{"type":"string","pattern":"^oc_[A-Za-z0-9]+$","description":"The drill user's private chat with the bot: scenarios' p2p chats play here."},"group":{"type":"string","pattern":"^oc_[A-Za-z0-9]+$","description":"A group with the drill user and the bot: scenarios' group chats play here; without it they are untested."}},"additionalProperties":false},"control":{"type":"object","required":["url","tokenEnv"],"properties":{"url":{"type":"string","pattern":"^https?://","description":"The install's control API, e.g. http://127.0.0.1:8787."},"tokenEnv":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$","description":"The NAME of an environment variable: it holds the control API bearer token."}},"additionalProperties":false},"scenarios":{"type":"object","properties":{"ids":{"type":"array","items":{"type":"string","minLength":1},"minItems":1,"description":"Scenario id globs: basics/*, admission/**."},"tags":{"type":"array","items":{"type":"string","minLength":1},"minItems":1}},"additionalProperties":false,"description":"Which scenarios to drill. Default: every scenario with a structural check."},"timeoutScale":{"type":"number","exclusiveMinimum":0,"maximum":100,"description":"Multiplies every window of a check (within, settleMs, for): a real model answers in seconds, not in the doubles' milliseconds. Default 10."},"pollMs":{"type":"integer","minimum":10,"description":"How often the chat history is listed while a check waits. Default 1000."},"personWaitMs":{"type":"integer","minimum":1000,"description":"How long the drill waits for a person to do a step only a person can do live — click a card's button, send an image or a file — after printing what to do. Past it, the rest of that scenario is untested (live). Default 120000."}},"additionalProperties":false};
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/capability.schema.json","title":"Capability","description":"A capability an implementation declares in its adapter file and in GET /v1/ready.","anyOf":[{"type":"string","const":"control","description":"Serves the control API (readiness, projections of sessions, turns and inbox sources)."},{"type":"string","const":"control.stop","description":"Stops a turn through POST /v1/turns/{turnId}/stop with a readback receipt."},{"type":"string","const":"control.dispatch","description":"Projects what it holds in memory against what waits in the inbox: GET /v1/dispatch (TR-004)."},{"type":"string","const":"long-connection","description":"Takes provider events over the long connection (LARKSPUR_LARK_INTAKE=ws): joins multi-part frames, reconnects, and keeps one consumer per app."},{"type":"string","const":"webhook","description":"Takes provider events by signed, optionally encrypted webhook push (LARKSPUR_LARK_INTAKE=webhook)."},{"type":"string","const":"progress","description":"Shows a coalesced progress post while a turn runs."},{"type":"string","const":"reply-threading","description":"Posts every message for a source as a reply to it (im.message.reply, parent_id = the source). Checks on the answer to a source then accept replies to it only; without it they attribute the bot's messages in the conversation in order (DE-010)."},{"type":"string","const":"delivery-modes","description":"Takes queue, inbox and steer delivery modes for input to a busy session."},{"type":"string","const":"approvals","description":"Relays host approval requests to the user and binds the answer."},{"type":"string","const":"attached-sessions","description":"Brokers attached host sessions (bind, claim, complete, close) through /v1/attached (AS-001…AS-008)."},{"type":"string","const":"triggers","description":"Dispatches instructions as turns once per caller-chosen turn key through /v1/sessions/{sessionId}/triggers (BM-001…BM-003)."},{"type":"string","const":"knobs","description":"Reads the timing knobs file (LARKSPUR_KNOBS) and holds its bounds and windows instead of the spec defaults. A scenario whose checks depend on a knob value the bridge would otherwise never be told (a 50-character input bound, a 500 ms idle timeout) needs it: without it that scenario is untested (capability), never a failure."},{"type":"string","const":"event-timing","description":"Prints content-free timing lines on stdout when LARKSPUR_EVENT_TIMING=1."},{"type":"string","const":"media","description":"Passes images and files to the host, or reports them unavailable."},{"type":"string","const":"markdown","description":"Presents answers as markdown: a post with an md element, or a card with a markdown element (DE-007)."},{"type":"string","const":"model-provider","description":"Checks the model provider the host reads back against LARKSPUR_MODEL_PROVIDER when it is set (HO-002)."},{"type":"string","const":"multi-instance","description":"Several instances serve one bot over one shared store (LARKSPUR_STORE_URL): each session runs on one instance at a time under a fencing token, and a dead instance's sessions are taken over. Needs the adapter's instances."}]};
const func1 = Object.prototype.hasOwnProperty;
const func2 = require("ajv/dist/runtime/ucs2length").default;
const func0 = require("ajv/dist/runtime/equal").default;
const pattern4 = new RegExp("^[a-z0-9][a-z0-9._-]*$", "u");
const pattern5 = new RegExp("^https?://[^/]+$", "u");
const pattern6 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
const pattern9 = new RegExp("^cli_[0-9a-zA-Z]+$", "u");
const pattern10 = new RegExp("^ou_[0-9a-zA-Z]+$", "u");
const pattern11 = new RegExp("^oc_[A-Za-z0-9]+$", "u");
const pattern13 = new RegExp("^https?://", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/qualify/profile.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.install === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "install"},message:"must have required property '"+"install"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lark === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lark"},message:"must have required property '"+"lark"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.bot === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bot"},message:"must have required property '"+"bot"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.chats === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chats"},message:"must have required property '"+"chats"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err5 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.install !== undefined){
let data1 = data.install;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err6 = {instancePath:instancePath+"/install",schemaPath:"#/properties/install/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.version === undefined){
const err7 = {instancePath:instancePath+"/install",schemaPath:"#/properties/install/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "name") || (key1 === "version"))){
const err8 = {instancePath:instancePath+"/install",schemaPath:"#/properties/install/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/install/name",schemaPath:"#/properties/install/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9._-]*$"+"\""};
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
const err10 = {instancePath:instancePath+"/install/name",schemaPath:"#/properties/install/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.version !== undefined){
let data3 = data1.version;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err11 = {instancePath:instancePath+"/install/version",schemaPath:"#/properties/install/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/install/version",schemaPath:"#/properties/install/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/install",schemaPath:"#/properties/install/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.lark !== undefined){
let data4 = data.lark;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.domain === undefined){
const err14 = {instancePath:instancePath+"/lark",schemaPath:"#/properties/lark/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.userAccessTokenEnv === undefined){
const err15 = {instancePath:instancePath+"/lark",schemaPath:"#/properties/lark/required",keyword:"required",params:{missingProperty: "userAccessTokenEnv"},message:"must have required property '"+"userAccessTokenEnv"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 in data4){
if(!((((key2 === "domain") || (key2 === "userAccessTokenEnv")) || (key2 === "drillAppIdEnv")) || (key2 === "drillAppSecretEnv"))){
const err16 = {instancePath:instancePath+"/lark",schemaPath:"#/properties/lark/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.domain !== undefined){
let data5 = data4.domain;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err17 = {instancePath:instancePath+"/lark/domain",schemaPath:"#/properties/lark/properties/domain/pattern",keyword:"pattern",params:{pattern: "^https?://[^/]+$"},message:"must match pattern \""+"^https?://[^/]+$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/lark/domain",schemaPath:"#/properties/lark/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.userAccessTokenEnv !== undefined){
let data6 = data4.userAccessTokenEnv;
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err19 = {instancePath:instancePath+"/lark/userAccessTokenEnv",schemaPath:"#/properties/lark/properties/userAccessTokenEnv/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
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
const err20 = {instancePath:instancePath+"/lark/userAccessTokenEnv",schemaPath:"#/properties/lark/properties/userAccessTokenEnv/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.drillAppIdEnv !== undefined){
let data7 = data4.drillAppIdEnv;
if(typeof data7 === "string"){
if(!pattern6.test(data7)){
const err21 = {instancePath:instancePath+"/lark/drillAppIdEnv",schemaPath:"#/properties/lark/properties/drillAppIdEnv/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/lark/drillAppIdEnv",schemaPath:"#/properties/lark/properties/drillAppIdEnv/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.drillAppSecretEnv !== undefined){
let data8 = data4.drillAppSecretEnv;
if(typeof data8 === "string"){
if(!pattern6.test(data8)){
const err23 = {instancePath:instancePath+"/lark/drillAppSecretEnv",schemaPath:"#/properties/lark/properties/drillAppSecretEnv/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
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
const err24 = {instancePath:instancePath+"/lark/drillAppSecretEnv",schemaPath:"#/properties/lark/properties/drillAppSecretEnv/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/lark",schemaPath:"#/properties/lark/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.bot !== undefined){
let data9 = data.bot;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.appId === undefined){
const err26 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/required",keyword:"required",params:{missingProperty: "appId"},message:"must have required property '"+"appId"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key3 in data9){
if(!((key3 === "appId") || (key3 === "openId"))){
const err27 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.appId !== undefined){
let data10 = data9.appId;
if(typeof data10 === "string"){
if(!pattern9.test(data10)){
const err28 = {instancePath:instancePath+"/bot/appId",schemaPath:"#/properties/bot/properties/appId/pattern",keyword:"pattern",params:{pattern: "^cli_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^cli_[0-9a-zA-Z]+$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/bot/appId",schemaPath:"#/properties/bot/properties/appId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9.openId !== undefined){
let data11 = data9.openId;
if(typeof data11 === "string"){
if(!pattern10.test(data11)){
const err30 = {instancePath:instancePath+"/bot/openId",schemaPath:"#/properties/bot/properties/openId/pattern",keyword:"pattern",params:{pattern: "^ou_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^ou_[0-9a-zA-Z]+$"+"\""};
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
const err31 = {instancePath:instancePath+"/bot/openId",schemaPath:"#/properties/bot/properties/openId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.capabilities !== undefined){
let data12 = data.capabilities;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
const _errs33 = errors;
let valid7 = false;
const _errs34 = errors;
if(typeof data13 !== "string"){
const err33 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if("control" !== data13){
const err34 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "control"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs34 === errors;
valid7 = valid7 || _valid0;
const _errs36 = errors;
if(typeof data13 !== "string"){
const err35 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if("control.stop" !== data13){
const err36 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "control.stop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs36 === errors;
valid7 = valid7 || _valid0;
const _errs38 = errors;
if(typeof data13 !== "string"){
const err37 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if("control.dispatch" !== data13){
const err38 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "control.dispatch"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs38 === errors;
valid7 = valid7 || _valid0;
const _errs40 = errors;
if(typeof data13 !== "string"){
const err39 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if("long-connection" !== data13){
const err40 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "long-connection"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid0 = _errs40 === errors;
valid7 = valid7 || _valid0;
const _errs42 = errors;
if(typeof data13 !== "string"){
const err41 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("webhook" !== data13){
const err42 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/4/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid0 = _errs42 === errors;
valid7 = valid7 || _valid0;
const _errs44 = errors;
if(typeof data13 !== "string"){
const err43 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if("progress" !== data13){
const err44 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/5/const",keyword:"const",params:{allowedValue: "progress"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid0 = _errs44 === errors;
valid7 = valid7 || _valid0;
const _errs46 = errors;
if(typeof data13 !== "string"){
const err45 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if("reply-threading" !== data13){
const err46 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/6/const",keyword:"const",params:{allowedValue: "reply-threading"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid0 = _errs46 === errors;
valid7 = valid7 || _valid0;
const _errs48 = errors;
if(typeof data13 !== "string"){
const err47 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if("delivery-modes" !== data13){
const err48 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/7/const",keyword:"const",params:{allowedValue: "delivery-modes"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid0 = _errs48 === errors;
valid7 = valid7 || _valid0;
const _errs50 = errors;
if(typeof data13 !== "string"){
const err49 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/8/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if("approvals" !== data13){
const err50 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/8/const",keyword:"const",params:{allowedValue: "approvals"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid0 = _errs50 === errors;
valid7 = valid7 || _valid0;
const _errs52 = errors;
if(typeof data13 !== "string"){
const err51 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/9/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if("attached-sessions" !== data13){
const err52 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/9/const",keyword:"const",params:{allowedValue: "attached-sessions"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid0 = _errs52 === errors;
valid7 = valid7 || _valid0;
const _errs54 = errors;
if(typeof data13 !== "string"){
const err53 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/10/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if("triggers" !== data13){
const err54 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/10/const",keyword:"const",params:{allowedValue: "triggers"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid0 = _errs54 === errors;
valid7 = valid7 || _valid0;
const _errs56 = errors;
if(typeof data13 !== "string"){
const err55 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/11/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if("knobs" !== data13){
const err56 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/11/const",keyword:"const",params:{allowedValue: "knobs"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid0 = _errs56 === errors;
valid7 = valid7 || _valid0;
const _errs58 = errors;
if(typeof data13 !== "string"){
const err57 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/12/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if("event-timing" !== data13){
const err58 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/12/const",keyword:"const",params:{allowedValue: "event-timing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid0 = _errs58 === errors;
valid7 = valid7 || _valid0;
const _errs60 = errors;
if(typeof data13 !== "string"){
const err59 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/13/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if("media" !== data13){
const err60 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/13/const",keyword:"const",params:{allowedValue: "media"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid0 = _errs60 === errors;
valid7 = valid7 || _valid0;
const _errs62 = errors;
if(typeof data13 !== "string"){
const err61 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/14/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if("markdown" !== data13){
const err62 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/14/const",keyword:"const",params:{allowedValue: "markdown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid0 = _errs62 === errors;
valid7 = valid7 || _valid0;
const _errs64 = errors;
if(typeof data13 !== "string"){
const err63 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/15/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if("model-provider" !== data13){
const err64 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/15/const",keyword:"const",params:{allowedValue: "model-provider"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid0 = _errs64 === errors;
valid7 = valid7 || _valid0;
const _errs66 = errors;
if(typeof data13 !== "string"){
const err65 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/16/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if("multi-instance" !== data13){
const err66 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/16/const",keyword:"const",params:{allowedValue: "multi-instance"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid0 = _errs66 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const err67 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
let i1 = data12.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data12[i1], data12[j0])){
const err68 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err69 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.chats !== undefined){
let data14 = data.chats;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.p2p === undefined){
const err70 = {instancePath:instancePath+"/chats",schemaPath:"#/properties/chats/required",keyword:"required",params:{missingProperty: "p2p"},message:"must have required property '"+"p2p"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
for(const key4 in data14){
if(!((key4 === "p2p") || (key4 === "group"))){
const err71 = {instancePath:instancePath+"/chats",schemaPath:"#/properties/chats/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data14.p2p !== undefined){
let data15 = data14.p2p;
if(typeof data15 === "string"){
if(!pattern11.test(data15)){
const err72 = {instancePath:instancePath+"/chats/p2p",schemaPath:"#/properties/chats/properties/p2p/pattern",keyword:"pattern",params:{pattern: "^oc_[A-Za-z0-9]+$"},message:"must match pattern \""+"^oc_[A-Za-z0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/chats/p2p",schemaPath:"#/properties/chats/properties/p2p/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data14.group !== undefined){
let data16 = data14.group;
if(typeof data16 === "string"){
if(!pattern11.test(data16)){
const err74 = {instancePath:instancePath+"/chats/group",schemaPath:"#/properties/chats/properties/group/pattern",keyword:"pattern",params:{pattern: "^oc_[A-Za-z0-9]+$"},message:"must match pattern \""+"^oc_[A-Za-z0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/chats/group",schemaPath:"#/properties/chats/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/chats",schemaPath:"#/properties/chats/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.control !== undefined){
let data17 = data.control;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.url === undefined){
const err77 = {instancePath:instancePath+"/control",schemaPath:"#/properties/control/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data17.tokenEnv === undefined){
const err78 = {instancePath:instancePath+"/control",schemaPath:"#/properties/control/required",keyword:"required",params:{missingProperty: "tokenEnv"},message:"must have required property '"+"tokenEnv"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
for(const key5 in data17){
if(!((key5 === "url") || (key5 === "tokenEnv"))){
const err79 = {instancePath:instancePath+"/control",schemaPath:"#/properties/control/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data17.url !== undefined){
let data18 = data17.url;
if(typeof data18 === "string"){
if(!pattern13.test(data18)){
const err80 = {instancePath:instancePath+"/control/url",schemaPath:"#/properties/control/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/control/url",schemaPath:"#/properties/control/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data17.tokenEnv !== undefined){
let data19 = data17.tokenEnv;
if(typeof data19 === "string"){
if(!pattern6.test(data19)){
const err82 = {instancePath:instancePath+"/control/tokenEnv",schemaPath:"#/properties/control/properties/tokenEnv/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/control/tokenEnv",schemaPath:"#/properties/control/properties/tokenEnv/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/control",schemaPath:"#/properties/control/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.scenarios !== undefined){
let data20 = data.scenarios;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key6 in data20){
if(!((key6 === "ids") || (key6 === "tags"))){
const err85 = {instancePath:instancePath+"/scenarios",schemaPath:"#/properties/scenarios/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data20.ids !== undefined){
let data21 = data20.ids;
if(Array.isArray(data21)){
if(data21.length < 1){
const err86 = {instancePath:instancePath+"/scenarios/ids",schemaPath:"#/properties/scenarios/properties/ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
const len1 = data21.length;
for(let i2=0; i2<len1; i2++){
let data22 = data21[i2];
if(typeof data22 === "string"){
if(func2(data22) < 1){
const err87 = {instancePath:instancePath+"/scenarios/ids/" + i2,schemaPath:"#/properties/scenarios/properties/ids/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/scenarios/ids/" + i2,schemaPath:"#/properties/scenarios/properties/ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath:instancePath+"/scenarios/ids",schemaPath:"#/properties/scenarios/properties/ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data20.tags !== undefined){
let data23 = data20.tags;
if(Array.isArray(data23)){
if(data23.length < 1){
const err90 = {instancePath:instancePath+"/scenarios/tags",schemaPath:"#/properties/scenarios/properties/tags/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
const len2 = data23.length;
for(let i3=0; i3<len2; i3++){
let data24 = data23[i3];
if(typeof data24 === "string"){
if(func2(data24) < 1){
const err91 = {instancePath:instancePath+"/scenarios/tags/" + i3,schemaPath:"#/properties/scenarios/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err92 = {instancePath:instancePath+"/scenarios/tags/" + i3,schemaPath:"#/properties/scenarios/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/scenarios/tags",schemaPath:"#/properties/scenarios/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath:instancePath+"/scenarios",schemaPath:"#/properties/scenarios/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.timeoutScale !== undefined){
let data25 = data.timeoutScale;
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 100 || isNaN(data25)){
const err95 = {instancePath:instancePath+"/timeoutScale",schemaPath:"#/properties/timeoutScale/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data25 <= 0 || isNaN(data25)){
const err96 = {instancePath:instancePath+"/timeoutScale",schemaPath:"#/properties/timeoutScale/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/timeoutScale",schemaPath:"#/properties/timeoutScale/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.pollMs !== undefined){
let data26 = data.pollMs;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err98 = {instancePath:instancePath+"/pollMs",schemaPath:"#/properties/pollMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 10 || isNaN(data26)){
const err99 = {instancePath:instancePath+"/pollMs",schemaPath:"#/properties/pollMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
if(data.personWaitMs !== undefined){
let data27 = data.personWaitMs;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err100 = {instancePath:instancePath+"/personWaitMs",schemaPath:"#/properties/personWaitMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 1000 || isNaN(data27)){
const err101 = {instancePath:instancePath+"/personWaitMs",schemaPath:"#/properties/personWaitMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
}
else {
const err102 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

