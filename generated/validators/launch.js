/* generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src. */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateAdapter = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/launch/adapter.schema.json","title":"Implementation adapter","description":"The file (*.impl.json) by which an implementation joins the harness: how to start it, what it supports and where its known divergences are.","type":"object","required":["name","command","capabilities"],"properties":{"$schema":{"type":"string"},"name":{"type":"string","pattern":"^[a-z0-9][a-z0-9._-]*$","description":"Short name used in reports and expectations."},"version":{"type":"string","description":"Implementation version, recorded in the run manifest."},"command":{"type":"array","items":{"type":"string","minLength":1},"minItems":1,"description":"argv of the implementation. A first element \"node\" means the Node.js running the harness. It is started in its own process group and killed with it."},"cwd":{"type":"string","description":"Working directory, relative to the adapter file. Default: its folder."},"env":{"type":"object","patternProperties":{"^[A-Za-z_][A-Za-z0-9_]*$":{"type":"string"}},"description":"Extra environment: the implementation's own settings. A variable of the launch contract (launch/environment.schema.json), or its LARKSPUR_ name, is refused: the harness sets those."},"capabilities":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/capability.schema.json"},"uniqueItems":true,"description":"What the implementation supports. Scenarios needing anything else are untested (capability)."},"host":{"anyOf":[{"type":"string","const":"codex-app-server","description":"It spawns LARKSPUR_HOST_COMMAND and speaks the Codex app-server protocol on its stdio. The kit gives it the host double (every host fault scriptable), or with --host codex the real pinned Codex."},{"type":"string","const":"claude-code","description":"It drives Claude Code: through the Claude Agent SDK, or its CLI in stream-json. The kit gives it the real pinned Claude Code (a `claude` first on PATH, its path in LARKSPUR_CLAUDE_PATH) pointed at the model double; a bridge whose Agent SDK runs its own bundled copy is pointed there by ANTHROPIC_BASE_URL."},{"type":"string","const":"model-api","description":"It calls a model API itself (OpenAI Responses or Chat Completions, Anthropic Messages). The kit gives it the model double in the SDKs' own variables (OPENAI_BASE_URL, ANTHROPIC_BASE_URL and their keys)."}],"default":"codex-app-server","description":"How the implementation drives its agent: the host interface, and so the run's default host mode (larkspur run --host overrides it). A host-layer check reads what that interface shows; one it cannot show is untested (host-mode), never a pass."},"intake":{"anyOf":[{"type":"string","const":"ws"},{"type":"string","const":"webhook"}],"default":"ws","description":"How the provider double delivers events: long connection or webhook push."},"webhookPath":{"type":"string","pattern":"^/","default":"/webhook/event","description":"With intake webhook: the path on 127.0.0.1:$LARKSPUR_WEBHOOK_PORT the double pushes to."},"expectations":{"type":"string","description":"Known-divergence file, relative to the adapter file."},"redirectLarkHosts":{"type":"boolean","default":false,"description":"For a Node.js bot that hard-codes Lark's hosts (Domain.Feishu, Domain.Lark): the harness starts it with NODE_OPTIONS=\"--import <kit preload>\", which sends every fetch, http(s) request and ws connection for open.feishu.cn or open.larksuite.com to LARKSPUR_LARK_DOMAIN instead."},"instances":{"type":"object","required":["count","store"],"properties":{"count":{"type":"integer","minimum":1,"maximum":8,"description":"How many instances every scenario starts: 1 tests one instance over the kit's store, 2 or more also need capability multi-instance."},"store":{"type":"string","const":"postgres","description":"The shared store the kit provides: a fresh PostgreSQL database per scenario, its URL in LARKSPUR_STORE_URL for every instance."}},"additionalProperties":false,"description":"Several instances of the command serve the bot together (capability multi-instance, which needs control). Each instance gets its own data directory and control port and the same LARKSPUR_STORE_URL and LARKSPUR_INSTALLATION; restarts and kills without an instance apply to all of them."},"startupTimeoutMs":{"type":"integer","minimum":100,"default":20000,"description":"Readiness deadline after each start."},"stopGraceMs":{"type":"integer","minimum":0,"default":2000,"description":"On a graceful stop: SIGTERM, then SIGKILL to the group after this long."}},"additionalProperties":false};
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/capability.schema.json","title":"Capability","description":"A capability an implementation declares in its adapter file and in GET /v1/ready.","anyOf":[{"type":"string","const":"control","description":"Serves the control API (readiness, projections of sessions, turns and inbox sources)."},{"type":"string","const":"control.stop","description":"Stops a turn through POST /v1/turns/{turnId}/stop with a readback receipt."},{"type":"string","const":"control.dispatch","description":"Projects what it holds in memory against what waits in the inbox: GET /v1/dispatch (TR-004)."},{"type":"string","const":"long-connection","description":"Takes provider events over the long connection (LARKSPUR_LARK_INTAKE=ws): joins multi-part frames, reconnects, and keeps one consumer per app."},{"type":"string","const":"webhook","description":"Takes provider events by signed, optionally encrypted webhook push (LARKSPUR_LARK_INTAKE=webhook)."},{"type":"string","const":"progress","description":"Shows a coalesced progress post while a turn runs."},{"type":"string","const":"reply-threading","description":"Posts every message for a source as a reply to it (im.message.reply, parent_id = the source). Checks on the answer to a source then accept replies to it only; without it they attribute the bot's messages in the conversation in order (DE-010)."},{"type":"string","const":"delivery-modes","description":"Takes queue, inbox and steer delivery modes for input to a busy session."},{"type":"string","const":"approvals","description":"Relays host approval requests to the user and binds the answer."},{"type":"string","const":"attached-sessions","description":"Brokers attached host sessions (bind, claim, complete, close) through /v1/attached (AS-001…AS-008)."},{"type":"string","const":"triggers","description":"Dispatches instructions as turns once per caller-chosen turn key through /v1/sessions/{sessionId}/triggers (BM-001…BM-003)."},{"type":"string","const":"knobs","description":"Reads the timing knobs file (LARKSPUR_KNOBS) and holds its bounds and windows instead of the spec defaults. A scenario whose checks depend on a knob value the bridge would otherwise never be told (a 50-character input bound, a 500 ms idle timeout) needs it: without it that scenario is untested (capability), never a failure."},{"type":"string","const":"event-timing","description":"Prints content-free timing lines on stdout when LARKSPUR_EVENT_TIMING=1."},{"type":"string","const":"media","description":"Passes images and files to the host, or reports them unavailable."},{"type":"string","const":"markdown","description":"Presents answers as markdown: a post with an md element, or a card with a markdown element (DE-007)."},{"type":"string","const":"model-provider","description":"Checks the model provider the host reads back against LARKSPUR_MODEL_PROVIDER when it is set (HO-002)."},{"type":"string","const":"multi-instance","description":"Several instances serve one bot over one shared store (LARKSPUR_STORE_URL): each session runs on one instance at a time under a fencing token, and a dead instance's sessions are taken over. Needs the adapter's instances."}]};
const func1 = Object.prototype.hasOwnProperty;
const func2 = require("ajv/dist/runtime/ucs2length").default;
const func0 = require("ajv/dist/runtime/equal").default;
const pattern4 = new RegExp("^[a-z0-9][a-z0-9._-]*$", "u");
const pattern5 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
const pattern6 = new RegExp("^/", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/launch/adapter.schema.json" */;
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
if(!(func1.call(schema31.properties, key0))){
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
if(!pattern4.test(data1)){
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
if(func2(data4) < 1){
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
if(pattern5.test(key1)){
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
if("control.dispatch" !== data9){
const err20 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "control.dispatch"},message:"must be equal to constant"};
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
if("long-connection" !== data9){
const err22 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "long-connection"},message:"must be equal to constant"};
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
if("webhook" !== data9){
const err24 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/4/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
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
if("progress" !== data9){
const err26 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/5/const",keyword:"const",params:{allowedValue: "progress"},message:"must be equal to constant"};
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
if("reply-threading" !== data9){
const err28 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/6/const",keyword:"const",params:{allowedValue: "reply-threading"},message:"must be equal to constant"};
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
if("delivery-modes" !== data9){
const err30 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/7/const",keyword:"const",params:{allowedValue: "delivery-modes"},message:"must be equal to constant"};
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
if("approvals" !== data9){
const err32 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/8/const",keyword:"const",params:{allowedValue: "approvals"},message:"must be equal to constant"};
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
const _errs41 = errors;
if(typeof data9 !== "string"){
const err33 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/9/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if("attached-sessions" !== data9){
const err34 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/9/const",keyword:"const",params:{allowedValue: "attached-sessions"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs41 === errors;
valid7 = valid7 || _valid0;
const _errs43 = errors;
if(typeof data9 !== "string"){
const err35 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/10/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if("triggers" !== data9){
const err36 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/10/const",keyword:"const",params:{allowedValue: "triggers"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs43 === errors;
valid7 = valid7 || _valid0;
const _errs45 = errors;
if(typeof data9 !== "string"){
const err37 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/11/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if("knobs" !== data9){
const err38 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/11/const",keyword:"const",params:{allowedValue: "knobs"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs45 === errors;
valid7 = valid7 || _valid0;
const _errs47 = errors;
if(typeof data9 !== "string"){
const err39 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/12/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if("event-timing" !== data9){
const err40 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/12/const",keyword:"const",params:{allowedValue: "event-timing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid0 = _errs47 === errors;
valid7 = valid7 || _valid0;
const _errs49 = errors;
if(typeof data9 !== "string"){
const err41 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/13/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("media" !== data9){
const err42 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/13/const",keyword:"const",params:{allowedValue: "media"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid0 = _errs49 === errors;
valid7 = valid7 || _valid0;
const _errs51 = errors;
if(typeof data9 !== "string"){
const err43 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/14/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if("markdown" !== data9){
const err44 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/14/const",keyword:"const",params:{allowedValue: "markdown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid0 = _errs51 === errors;
valid7 = valid7 || _valid0;
const _errs53 = errors;
if(typeof data9 !== "string"){
const err45 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/15/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if("model-provider" !== data9){
const err46 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/15/const",keyword:"const",params:{allowedValue: "model-provider"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid0 = _errs53 === errors;
valid7 = valid7 || _valid0;
const _errs55 = errors;
if(typeof data9 !== "string"){
const err47 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/16/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if("multi-instance" !== data9){
const err48 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/16/const",keyword:"const",params:{allowedValue: "multi-instance"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid0 = _errs55 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const err49 = {instancePath:instancePath+"/capabilities/" + i1,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
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
const err50 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err51 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.host !== undefined){
let data10 = data.host;
const _errs58 = errors;
let valid9 = false;
const _errs59 = errors;
if(typeof data10 !== "string"){
const err52 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if("codex-app-server" !== data10){
const err53 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf/0/const",keyword:"const",params:{allowedValue: "codex-app-server"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid1 = _errs59 === errors;
valid9 = valid9 || _valid1;
const _errs61 = errors;
if(typeof data10 !== "string"){
const err54 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if("claude-code" !== data10){
const err55 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf/1/const",keyword:"const",params:{allowedValue: "claude-code"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid1 = _errs61 === errors;
valid9 = valid9 || _valid1;
const _errs63 = errors;
if(typeof data10 !== "string"){
const err56 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if("model-api" !== data10){
const err57 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf/2/const",keyword:"const",params:{allowedValue: "model-api"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid1 = _errs63 === errors;
valid9 = valid9 || _valid1;
if(!valid9){
const err58 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
}
if(data.intake !== undefined){
let data11 = data.intake;
const _errs66 = errors;
let valid10 = false;
const _errs67 = errors;
if(typeof data11 !== "string"){
const err59 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if("ws" !== data11){
const err60 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf/0/const",keyword:"const",params:{allowedValue: "ws"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid2 = _errs67 === errors;
valid10 = valid10 || _valid2;
const _errs69 = errors;
if(typeof data11 !== "string"){
const err61 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if("webhook" !== data11){
const err62 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf/1/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid2 = _errs69 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const err63 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
}
if(data.webhookPath !== undefined){
let data12 = data.webhookPath;
if(typeof data12 === "string"){
if(!pattern6.test(data12)){
const err64 = {instancePath:instancePath+"/webhookPath",schemaPath:"#/properties/webhookPath/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/webhookPath",schemaPath:"#/properties/webhookPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.expectations !== undefined){
if(typeof data.expectations !== "string"){
const err66 = {instancePath:instancePath+"/expectations",schemaPath:"#/properties/expectations/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.redirectLarkHosts !== undefined){
if(typeof data.redirectLarkHosts !== "boolean"){
const err67 = {instancePath:instancePath+"/redirectLarkHosts",schemaPath:"#/properties/redirectLarkHosts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.instances !== undefined){
let data15 = data.instances;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.count === undefined){
const err68 = {instancePath:instancePath+"/instances",schemaPath:"#/properties/instances/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data15.store === undefined){
const err69 = {instancePath:instancePath+"/instances",schemaPath:"#/properties/instances/required",keyword:"required",params:{missingProperty: "store"},message:"must have required property '"+"store"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
for(const key2 in data15){
if(!((key2 === "count") || (key2 === "store"))){
const err70 = {instancePath:instancePath+"/instances",schemaPath:"#/properties/instances/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data15.count !== undefined){
let data16 = data15.count;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err71 = {instancePath:instancePath+"/instances/count",schemaPath:"#/properties/instances/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 8 || isNaN(data16)){
const err72 = {instancePath:instancePath+"/instances/count",schemaPath:"#/properties/instances/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err73 = {instancePath:instancePath+"/instances/count",schemaPath:"#/properties/instances/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
if(data15.store !== undefined){
let data17 = data15.store;
if(typeof data17 !== "string"){
const err74 = {instancePath:instancePath+"/instances/store",schemaPath:"#/properties/instances/properties/store/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if("postgres" !== data17){
const err75 = {instancePath:instancePath+"/instances/store",schemaPath:"#/properties/instances/properties/store/const",keyword:"const",params:{allowedValue: "postgres"},message:"must be equal to constant"};
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
const err76 = {instancePath:instancePath+"/instances",schemaPath:"#/properties/instances/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.startupTimeoutMs !== undefined){
let data18 = data.startupTimeoutMs;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err77 = {instancePath:instancePath+"/startupTimeoutMs",schemaPath:"#/properties/startupTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 100 || isNaN(data18)){
const err78 = {instancePath:instancePath+"/startupTimeoutMs",schemaPath:"#/properties/startupTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
if(data.stopGraceMs !== undefined){
let data19 = data.stopGraceMs;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err79 = {instancePath:instancePath+"/stopGraceMs",schemaPath:"#/properties/stopGraceMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err80 = {instancePath:instancePath+"/stopGraceMs",schemaPath:"#/properties/stopGraceMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
}
else {
const err81 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateLaunchEnvironment = validate21;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/launch/environment.schema.json","title":"Launch environment","description":"The environment the harness gives an implementation. Readiness: GET /v1/ready says providerReady; an implementation that declares no control capability is ready when its long connection to the provider double is up (or, with webhook intake, when it answers the URL challenge). Stop: SIGTERM to the process group, then SIGKILL after the adapter stopGraceMs; a crash test sends SIGKILL directly. A restart starts the same command with the same environment and data directory. An instance that finds the app's consumer lease held by another installation (TR-006) stays off the provider and says so: it exits with code 75, or its GET /v1/ready answers consumerLease.state held-elsewhere.","type":"object","required":["LARKSPUR_LARK_DOMAIN","LARKSPUR_LARK_APP_ID","LARKSPUR_LARK_APP_SECRET","LARKSPUR_LARK_INTAKE","LARKSPUR_HOST_INTERFACE","LARKSPUR_CONTROL_PORT","LARKSPUR_CONTROL_TOKEN","LARKSPUR_DATA_DIR","LARKSPUR_INSTALLATION","LARKSPUR_KNOBS"],"properties":{"LARKSPUR_LARK_DOMAIN":{"type":"string","description":"Base URL of the provider, without a trailing slash: the Lark Open Platform in production, the provider double (http://127.0.0.1:PORT) under the harness. The implementation calls ${domain}/open-apis/... and discovers the long connection at ${domain}/callback/ws/endpoint.","pattern":"^https?://[^/]+$"},"LARKSPUR_LARK_APP_ID":{"type":"string","description":"The bot app id (cli_ followed by 16 hex digits).","pattern":"^cli_[0-9a-fA-F]{16}$"},"LARKSPUR_LARK_APP_SECRET":{"type":"string","description":"The app secret. Never logged, never in a projection or state file."},"LARKSPUR_LARK_INTAKE":{"anyOf":[{"type":"string","const":"ws"},{"type":"string","const":"webhook"}],"description":"ws: open the long connection. webhook: listen for pushes on LARKSPUR_WEBHOOK_PORT."},"LARKSPUR_WEBHOOK_PORT":{"type":"string","description":"With intake webhook: the port to listen on (127.0.0.1).","pattern":"^[0-9]+$"},"LARKSPUR_LARK_ENCRYPT_KEY":{"type":"string","description":"With intake webhook: the encrypt key for signature and decryption."},"LARKSPUR_LARK_VERIFICATION_TOKEN":{"type":"string","description":"The verification token of the app (Events and callbacks → Encryption strategy), on either intake: every event and card callback carries it in header.token, and one that does not is not trusted (TR-007, HO-008)."},"LARKSPUR_HOST_INTERFACE":{"anyOf":[{"type":"string","const":"codex-app-server"},{"type":"string","const":"claude-code"},{"type":"string","const":"model-api"}],"description":"The host interface of this run (the adapter's host, or --host): which of the variables below are set."},"LARKSPUR_HOST_COMMAND":{"type":"string","description":"With codex-app-server: a POSIX shell command line the implementation runs as its agent host, speaking the host protocol (JSON-RPC lines, Codex app-server v2 subset) on stdin/stdout. In production: codex app-server."},"LARKSPUR_CLAUDE_PATH":{"type":"string","description":"With claude-code: the path of the kit's `claude` (the pinned Claude Code, which the kit records), for a bridge that takes an executable path (the Agent SDK's pathToClaudeCodeExecutable). The same `claude` is first on PATH."},"ANTHROPIC_BASE_URL":{"type":"string","description":"With claude-code and model-api: the model double's Messages API (http://127.0.0.1:PORT), as the Anthropic SDK and Claude Code read it. Also as LARKSPUR_ANTHROPIC_BASE_URL."},"ANTHROPIC_API_KEY":{"type":"string","description":"Any key: the model double takes it. Also as LARKSPUR_ANTHROPIC_API_KEY."},"OPENAI_BASE_URL":{"type":"string","description":"With model-api: the model double's OpenAI APIs (http://127.0.0.1:PORT/v1: Responses, Chat Completions), as the OpenAI SDK reads it. Also as LARKSPUR_OPENAI_BASE_URL."},"OPENAI_API_KEY":{"type":"string","description":"Any key: the model double takes it. Also as LARKSPUR_OPENAI_API_KEY."},"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC":{"type":"string","const":"1","description":"With claude-code: Claude Code calls nothing but the model."},"CLAUDE_CONFIG_DIR":{"type":"string","description":"With claude-code: Claude Code's configuration and sessions, a directory of the scenario kept across restarts (HOME is one too): a Claude Code the bridge starts after a restart finds its sessions there."},"LARKSPUR_CONTROL_PORT":{"type":"string","description":"Port of the control API on 127.0.0.1.","pattern":"^[0-9]+$"},"LARKSPUR_CONTROL_TOKEN":{"type":"string","description":"Bearer token every control API request must carry."},"LARKSPUR_DATA_DIR":{"type":"string","description":"Directory for all durable state. Fresh for each scenario, kept across a restart inside one scenario."},"LARKSPUR_INSTALLATION":{"type":"string","description":"The installation this instance belongs to. Instances of one installation over one store serve the bot together (multi-instance); an instance of another installation finds the app's consumer lease held and must not consume (TR-006).","pattern":"^[a-z0-9][a-z0-9-]*$"},"LARKSPUR_STORE_URL":{"type":"string","description":"With the adapter's instances: the shared store of every instance, a fresh PostgreSQL database per scenario (postgres://user@127.0.0.1:PORT/NAME).","pattern":"^postgres(ql)?://"},"LARKSPUR_KNOBS":{"type":"string","description":"Path of a JSON file of timing knobs (launch/knobs.schema.json)."},"LARKSPUR_MODEL_PROVIDER":{"type":"string","description":"The model provider every host thread must read back on thread/start and thread/resume (HO-002); a missing or different one fails the turn. Set only for an implementation that declares model-provider."},"LARKSPUR_EVENT_TIMING":{"anyOf":[{"type":"string","const":"0"},{"type":"string","const":"1"}],"description":"1: print one content-free timing line per stage on stdout (launch/timing-line.schema.json)."}},"additionalProperties":true};
const pattern7 = new RegExp("^https?://[^/]+$", "u");
const pattern8 = new RegExp("^cli_[0-9a-fA-F]{16}$", "u");
const pattern9 = new RegExp("^[0-9]+$", "u");
const pattern11 = new RegExp("^[a-z0-9][a-z0-9-]*$", "u");
const pattern12 = new RegExp("^postgres(ql)?://", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/launch/environment.schema.json" */;
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
if(data.LARKSPUR_HOST_INTERFACE === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LARKSPUR_HOST_INTERFACE"},message:"must have required property '"+"LARKSPUR_HOST_INTERFACE"+"'"};
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
if(data.LARKSPUR_INSTALLATION === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LARKSPUR_INSTALLATION"},message:"must have required property '"+"LARKSPUR_INSTALLATION"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.LARKSPUR_KNOBS === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LARKSPUR_KNOBS"},message:"must have required property '"+"LARKSPUR_KNOBS"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.LARKSPUR_LARK_DOMAIN !== undefined){
let data0 = data.LARKSPUR_LARK_DOMAIN;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err10 = {instancePath:instancePath+"/LARKSPUR_LARK_DOMAIN",schemaPath:"#/properties/LARKSPUR_LARK_DOMAIN/pattern",keyword:"pattern",params:{pattern: "^https?://[^/]+$"},message:"must match pattern \""+"^https?://[^/]+$"+"\""};
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
const err11 = {instancePath:instancePath+"/LARKSPUR_LARK_DOMAIN",schemaPath:"#/properties/LARKSPUR_LARK_DOMAIN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.LARKSPUR_LARK_APP_ID !== undefined){
let data1 = data.LARKSPUR_LARK_APP_ID;
if(typeof data1 === "string"){
if(!pattern8.test(data1)){
const err12 = {instancePath:instancePath+"/LARKSPUR_LARK_APP_ID",schemaPath:"#/properties/LARKSPUR_LARK_APP_ID/pattern",keyword:"pattern",params:{pattern: "^cli_[0-9a-fA-F]{16}$"},message:"must match pattern \""+"^cli_[0-9a-fA-F]{16}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/LARKSPUR_LARK_APP_ID",schemaPath:"#/properties/LARKSPUR_LARK_APP_ID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.LARKSPUR_LARK_APP_SECRET !== undefined){
if(typeof data.LARKSPUR_LARK_APP_SECRET !== "string"){
const err14 = {instancePath:instancePath+"/LARKSPUR_LARK_APP_SECRET",schemaPath:"#/properties/LARKSPUR_LARK_APP_SECRET/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
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
const err15 = {instancePath:instancePath+"/LARKSPUR_LARK_INTAKE",schemaPath:"#/properties/LARKSPUR_LARK_INTAKE/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("ws" !== data3){
const err16 = {instancePath:instancePath+"/LARKSPUR_LARK_INTAKE",schemaPath:"#/properties/LARKSPUR_LARK_INTAKE/anyOf/0/const",keyword:"const",params:{allowedValue: "ws"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data3 !== "string"){
const err17 = {instancePath:instancePath+"/LARKSPUR_LARK_INTAKE",schemaPath:"#/properties/LARKSPUR_LARK_INTAKE/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("webhook" !== data3){
const err18 = {instancePath:instancePath+"/LARKSPUR_LARK_INTAKE",schemaPath:"#/properties/LARKSPUR_LARK_INTAKE/anyOf/1/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err19 = {instancePath:instancePath+"/LARKSPUR_LARK_INTAKE",schemaPath:"#/properties/LARKSPUR_LARK_INTAKE/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
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
if(!pattern9.test(data4)){
const err20 = {instancePath:instancePath+"/LARKSPUR_WEBHOOK_PORT",schemaPath:"#/properties/LARKSPUR_WEBHOOK_PORT/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
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
const err21 = {instancePath:instancePath+"/LARKSPUR_WEBHOOK_PORT",schemaPath:"#/properties/LARKSPUR_WEBHOOK_PORT/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.LARKSPUR_LARK_ENCRYPT_KEY !== undefined){
if(typeof data.LARKSPUR_LARK_ENCRYPT_KEY !== "string"){
const err22 = {instancePath:instancePath+"/LARKSPUR_LARK_ENCRYPT_KEY",schemaPath:"#/properties/LARKSPUR_LARK_ENCRYPT_KEY/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.LARKSPUR_LARK_VERIFICATION_TOKEN !== undefined){
if(typeof data.LARKSPUR_LARK_VERIFICATION_TOKEN !== "string"){
const err23 = {instancePath:instancePath+"/LARKSPUR_LARK_VERIFICATION_TOKEN",schemaPath:"#/properties/LARKSPUR_LARK_VERIFICATION_TOKEN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.LARKSPUR_HOST_INTERFACE !== undefined){
let data7 = data.LARKSPUR_HOST_INTERFACE;
const _errs21 = errors;
let valid2 = false;
const _errs22 = errors;
if(typeof data7 !== "string"){
const err24 = {instancePath:instancePath+"/LARKSPUR_HOST_INTERFACE",schemaPath:"#/properties/LARKSPUR_HOST_INTERFACE/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("codex-app-server" !== data7){
const err25 = {instancePath:instancePath+"/LARKSPUR_HOST_INTERFACE",schemaPath:"#/properties/LARKSPUR_HOST_INTERFACE/anyOf/0/const",keyword:"const",params:{allowedValue: "codex-app-server"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid2 = valid2 || _valid1;
const _errs24 = errors;
if(typeof data7 !== "string"){
const err26 = {instancePath:instancePath+"/LARKSPUR_HOST_INTERFACE",schemaPath:"#/properties/LARKSPUR_HOST_INTERFACE/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("claude-code" !== data7){
const err27 = {instancePath:instancePath+"/LARKSPUR_HOST_INTERFACE",schemaPath:"#/properties/LARKSPUR_HOST_INTERFACE/anyOf/1/const",keyword:"const",params:{allowedValue: "claude-code"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid2 = valid2 || _valid1;
const _errs26 = errors;
if(typeof data7 !== "string"){
const err28 = {instancePath:instancePath+"/LARKSPUR_HOST_INTERFACE",schemaPath:"#/properties/LARKSPUR_HOST_INTERFACE/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("model-api" !== data7){
const err29 = {instancePath:instancePath+"/LARKSPUR_HOST_INTERFACE",schemaPath:"#/properties/LARKSPUR_HOST_INTERFACE/anyOf/2/const",keyword:"const",params:{allowedValue: "model-api"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err30 = {instancePath:instancePath+"/LARKSPUR_HOST_INTERFACE",schemaPath:"#/properties/LARKSPUR_HOST_INTERFACE/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
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
if(data.LARKSPUR_HOST_COMMAND !== undefined){
if(typeof data.LARKSPUR_HOST_COMMAND !== "string"){
const err31 = {instancePath:instancePath+"/LARKSPUR_HOST_COMMAND",schemaPath:"#/properties/LARKSPUR_HOST_COMMAND/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.LARKSPUR_CLAUDE_PATH !== undefined){
if(typeof data.LARKSPUR_CLAUDE_PATH !== "string"){
const err32 = {instancePath:instancePath+"/LARKSPUR_CLAUDE_PATH",schemaPath:"#/properties/LARKSPUR_CLAUDE_PATH/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.ANTHROPIC_BASE_URL !== undefined){
if(typeof data.ANTHROPIC_BASE_URL !== "string"){
const err33 = {instancePath:instancePath+"/ANTHROPIC_BASE_URL",schemaPath:"#/properties/ANTHROPIC_BASE_URL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.ANTHROPIC_API_KEY !== undefined){
if(typeof data.ANTHROPIC_API_KEY !== "string"){
const err34 = {instancePath:instancePath+"/ANTHROPIC_API_KEY",schemaPath:"#/properties/ANTHROPIC_API_KEY/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.OPENAI_BASE_URL !== undefined){
if(typeof data.OPENAI_BASE_URL !== "string"){
const err35 = {instancePath:instancePath+"/OPENAI_BASE_URL",schemaPath:"#/properties/OPENAI_BASE_URL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.OPENAI_API_KEY !== undefined){
if(typeof data.OPENAI_API_KEY !== "string"){
const err36 = {instancePath:instancePath+"/OPENAI_API_KEY",schemaPath:"#/properties/OPENAI_API_KEY/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC !== undefined){
let data14 = data.CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC;
if(typeof data14 !== "string"){
const err37 = {instancePath:instancePath+"/CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC",schemaPath:"#/properties/CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if("1" !== data14){
const err38 = {instancePath:instancePath+"/CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC",schemaPath:"#/properties/CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC/const",keyword:"const",params:{allowedValue: "1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.CLAUDE_CONFIG_DIR !== undefined){
if(typeof data.CLAUDE_CONFIG_DIR !== "string"){
const err39 = {instancePath:instancePath+"/CLAUDE_CONFIG_DIR",schemaPath:"#/properties/CLAUDE_CONFIG_DIR/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.LARKSPUR_CONTROL_PORT !== undefined){
let data16 = data.LARKSPUR_CONTROL_PORT;
if(typeof data16 === "string"){
if(!pattern9.test(data16)){
const err40 = {instancePath:instancePath+"/LARKSPUR_CONTROL_PORT",schemaPath:"#/properties/LARKSPUR_CONTROL_PORT/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/LARKSPUR_CONTROL_PORT",schemaPath:"#/properties/LARKSPUR_CONTROL_PORT/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.LARKSPUR_CONTROL_TOKEN !== undefined){
if(typeof data.LARKSPUR_CONTROL_TOKEN !== "string"){
const err42 = {instancePath:instancePath+"/LARKSPUR_CONTROL_TOKEN",schemaPath:"#/properties/LARKSPUR_CONTROL_TOKEN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.LARKSPUR_DATA_DIR !== undefined){
if(typeof data.LARKSPUR_DATA_DIR !== "string"){
const err43 = {instancePath:instancePath+"/LARKSPUR_DATA_DIR",schemaPath:"#/properties/LARKSPUR_DATA_DIR/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.LARKSPUR_INSTALLATION !== undefined){
let data19 = data.LARKSPUR_INSTALLATION;
if(typeof data19 === "string"){
if(!pattern11.test(data19)){
const err44 = {instancePath:instancePath+"/LARKSPUR_INSTALLATION",schemaPath:"#/properties/LARKSPUR_INSTALLATION/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/LARKSPUR_INSTALLATION",schemaPath:"#/properties/LARKSPUR_INSTALLATION/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.LARKSPUR_STORE_URL !== undefined){
let data20 = data.LARKSPUR_STORE_URL;
if(typeof data20 === "string"){
if(!pattern12.test(data20)){
const err46 = {instancePath:instancePath+"/LARKSPUR_STORE_URL",schemaPath:"#/properties/LARKSPUR_STORE_URL/pattern",keyword:"pattern",params:{pattern: "^postgres(ql)?://"},message:"must match pattern \""+"^postgres(ql)?://"+"\""};
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
const err47 = {instancePath:instancePath+"/LARKSPUR_STORE_URL",schemaPath:"#/properties/LARKSPUR_STORE_URL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.LARKSPUR_KNOBS !== undefined){
if(typeof data.LARKSPUR_KNOBS !== "string"){
const err48 = {instancePath:instancePath+"/LARKSPUR_KNOBS",schemaPath:"#/properties/LARKSPUR_KNOBS/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.LARKSPUR_MODEL_PROVIDER !== undefined){
if(typeof data.LARKSPUR_MODEL_PROVIDER !== "string"){
const err49 = {instancePath:instancePath+"/LARKSPUR_MODEL_PROVIDER",schemaPath:"#/properties/LARKSPUR_MODEL_PROVIDER/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.LARKSPUR_EVENT_TIMING !== undefined){
let data23 = data.LARKSPUR_EVENT_TIMING;
const _errs59 = errors;
let valid3 = false;
const _errs60 = errors;
if(typeof data23 !== "string"){
const err50 = {instancePath:instancePath+"/LARKSPUR_EVENT_TIMING",schemaPath:"#/properties/LARKSPUR_EVENT_TIMING/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if("0" !== data23){
const err51 = {instancePath:instancePath+"/LARKSPUR_EVENT_TIMING",schemaPath:"#/properties/LARKSPUR_EVENT_TIMING/anyOf/0/const",keyword:"const",params:{allowedValue: "0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid2 = _errs60 === errors;
valid3 = valid3 || _valid2;
const _errs62 = errors;
if(typeof data23 !== "string"){
const err52 = {instancePath:instancePath+"/LARKSPUR_EVENT_TIMING",schemaPath:"#/properties/LARKSPUR_EVENT_TIMING/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if("1" !== data23){
const err53 = {instancePath:instancePath+"/LARKSPUR_EVENT_TIMING",schemaPath:"#/properties/LARKSPUR_EVENT_TIMING/anyOf/1/const",keyword:"const",params:{allowedValue: "1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid2 = _errs62 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err54 = {instancePath:instancePath+"/LARKSPUR_EVENT_TIMING",schemaPath:"#/properties/LARKSPUR_EVENT_TIMING/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateKnobs = validate22;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/launch/knobs.schema.json","title":"Timing knobs","description":"The JSON file named by LARKSPUR_KNOBS. Every knob is optional; an absent knob takes its default. An implementation reads its timeouts, intervals and bounds from here so that a scenario can shrink them.","type":"object","properties":{"feedbackWindowMs":{"type":"integer","minimum":1,"default":3000,"description":"Visible processing or queued feedback must appear within this time of admission (DE-001, AD-003)."},"progressIntervalMs":{"type":"integer","minimum":1,"default":2000,"description":"Minimum interval between edits of the progress post (DE-002)."},"draftLimitChars":{"type":"integer","minimum":1,"default":6000,"description":"The progress post shows at most this many of the latest answer characters (DE-002)."},"stopBudgetMs":{"type":"integer","minimum":1,"default":5000,"description":"A stop must be proven by a fresh thread read within this time (HO-004)."},"idleTimeoutMs":{"type":"integer","minimum":1,"default":600000,"description":"A turn with no host event for this long ends as timed_out (HO-006)."},"hardTimeoutMs":{"type":"integer","minimum":1,"default":3600000,"description":"A turn running this long in total ends as timed_out (HO-006)."},"maxHandlers":{"type":"integer","minimum":1,"default":4,"description":"At most this many sources are handled at once (TR-004)."},"memoryQueueBound":{"type":"integer","minimum":1,"default":64,"description":"At most this many sources are held in memory, active handlers included; the rest wait in the inbox (TR-004)."},"inputCharLimit":{"type":"integer","minimum":1,"default":12000,"description":"Longest accepted input in characters; longer input is refused explicitly (AD-007)."},"pendingInputLimit":{"type":"integer","minimum":1,"default":20,"description":"Most pending inputs per session; more are refused explicitly (AD-007)."},"claimWaitCapMs":{"type":"integer","minimum":1,"default":1800000,"description":"Longest bounded wait of an attached-session claim (AS-003)."},"approvalTtlMs":{"type":"integer","minimum":1,"default":600000,"description":"An approval request expires to decline after this time (HO-008)."},"mediaTtlMs":{"type":"integer","minimum":1,"default":600000,"description":"A downloaded image or file is deleted after this time at the latest, if its turn has not ended first (HO-010)."},"mediaMaxBytes":{"type":"integer","minimum":1,"default":20971520,"description":"Largest image or file downloaded for the host; a larger one is reported unavailable (HO-010, AD-010)."},"providerTimeoutMs":{"type":"integer","minimum":1,"default":10000,"description":"An outbound provider call with no answer by then is given up as failed; it may still have been applied, so it is reconciled like a lost acknowledgement (DE-005)."},"deliveryRetryMs":{"type":"integer","minimum":1,"default":600000,"description":"A delivery that failed on a transient fault is retried with backoff, across restarts, for at most this long after its first attempt; then it fails explicitly (DE-009)."},"instanceLeaseMs":{"type":"integer","minimum":1,"default":15000,"description":"Multi-instance: an instance whose heartbeat lease was not renewed for this long is dead; its sessions are taken over (TR-006, DE-006)."}},"additionalProperties":false};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/launch/knobs.schema.json" */;
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
for(const key0 in data){
if(!(func1.call(schema34.properties, key0))){
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
if(data.mediaTtlMs !== undefined){
let data12 = data.mediaTtlMs;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err25 = {instancePath:instancePath+"/mediaTtlMs",schemaPath:"#/properties/mediaTtlMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err26 = {instancePath:instancePath+"/mediaTtlMs",schemaPath:"#/properties/mediaTtlMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.mediaMaxBytes !== undefined){
let data13 = data.mediaMaxBytes;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err27 = {instancePath:instancePath+"/mediaMaxBytes",schemaPath:"#/properties/mediaMaxBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err28 = {instancePath:instancePath+"/mediaMaxBytes",schemaPath:"#/properties/mediaMaxBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.providerTimeoutMs !== undefined){
let data14 = data.providerTimeoutMs;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err29 = {instancePath:instancePath+"/providerTimeoutMs",schemaPath:"#/properties/providerTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err30 = {instancePath:instancePath+"/providerTimeoutMs",schemaPath:"#/properties/providerTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.deliveryRetryMs !== undefined){
let data15 = data.deliveryRetryMs;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err31 = {instancePath:instancePath+"/deliveryRetryMs",schemaPath:"#/properties/deliveryRetryMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err32 = {instancePath:instancePath+"/deliveryRetryMs",schemaPath:"#/properties/deliveryRetryMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.instanceLeaseMs !== undefined){
let data16 = data.instanceLeaseMs;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err33 = {instancePath:instancePath+"/instanceLeaseMs",schemaPath:"#/properties/instanceLeaseMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err34 = {instancePath:instancePath+"/instanceLeaseMs",schemaPath:"#/properties/instanceLeaseMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTimingLine = validate23;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/launch/timing-line.schema.json","title":"Event timing line","description":"With LARKSPUR_EVENT_TIMING=1, one JSON line per stage on stdout (OB-001). Content-free: no message text, identity fields or credentials. Not a receipt of admission or delivery.","type":"object","required":["type","stage","correlation","monotonicMs","wallTime"],"properties":{"type":{"type":"string","const":"larkspur.timing"},"stage":{"anyOf":[{"type":"string","const":"receive"},{"type":"string","const":"lane"},{"type":"string","const":"admission"},{"type":"string","const":"control-read"},{"type":"string","const":"recovery"},{"type":"string","const":"outbound"},{"type":"string","const":"delivery"}]},"correlation":{"type":"string","pattern":"^[0-9a-f]{64}$","description":"SHA-256 (hex) of the profile name and the provider message id; neither appears in the line."},"monotonicMs":{"type":"number","description":"Monotonic clock of the process; compare only within one process lifetime."},"wallTime":{"type":"string","description":"ISO 8601 wall-clock time, for correlation only."},"marker":{"anyOf":[{"type":"string","const":"start"},{"type":"string","const":"returned"}]}},"additionalProperties":false};
const pattern13 = new RegExp("^[0-9a-f]{64}$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/launch/timing-line.schema.json" */;
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
if(!pattern13.test(data2)){
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
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

