/* generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src. */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateControlAttachedBindRequest = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/attached-bind-request.schema.json","title":"Bind an attached session","description":"POST /v1/attached: represent an already-running host session as the session of one conversation. The implementation records the exact (goal, agent, host surface, host session) and never starts or resumes a host runtime for it (AS-001). Lark messages in the conversation, and web input to the session, then queue for the host to claim.","type":"object","required":["goalId","agentId","executorEndpointId","hostSurface","hostSessionId","conversation"],"properties":{"goalId":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:@/-]+$","description":"The goal the session serves."},"agentId":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:@/-]+$","description":"The registered agent that works in the host session. Must differ from executorEndpointId."},"executorEndpointId":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:@/-]+$","description":"The executor endpoint the host session runs behind: a different identity than the agent (AS-001)."},"hostSurface":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:@/-]+$","description":"The host surface the session runs on, e.g. codex-cli, vscode. Compared exactly."},"hostSessionId":{"type":"string","minLength":1,"maxLength":256,"description":"The opaque id of the already-running host session. Compared exactly; never projected."},"conversation":{"$ref":"https://larkspur.dev/spec/control/conversation.schema.json"}},"additionalProperties":false};
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/conversation.schema.json","title":"Conversation","description":"The conversation a source came from and a session is bound to: a private chat, or one topic of a group.","type":"object","required":["chatId","chatType"],"properties":{"chatId":{"type":"string","minLength":1,"description":"The provider chat id (oc_…)."},"chatType":{"anyOf":[{"type":"string","const":"p2p"},{"type":"string","const":"group"}]},"topicId":{"type":"string","minLength":1,"description":"In a group: the provider message id of the topic root. A group session is bound to one topic; a private chat has none."}},"additionalProperties":false};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^[A-Za-z0-9._:@/-]+$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/attached-bind-request.schema.json" */;
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
if(data.goalId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "goalId"},message:"must have required property '"+"goalId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.agentId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agentId"},message:"must have required property '"+"agentId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.executorEndpointId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "executorEndpointId"},message:"must have required property '"+"executorEndpointId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.hostSurface === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostSurface"},message:"must have required property '"+"hostSurface"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.hostSessionId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostSessionId"},message:"must have required property '"+"hostSessionId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.conversation === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "conversation"},message:"must have required property '"+"conversation"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "goalId") || (key0 === "agentId")) || (key0 === "executorEndpointId")) || (key0 === "hostSurface")) || (key0 === "hostSessionId")) || (key0 === "conversation"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.goalId !== undefined){
let data0 = data.goalId;
if(typeof data0 === "string"){
if(func1(data0) > 128){
const err7 = {instancePath:instancePath+"/goalId",schemaPath:"#/properties/goalId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data0) < 1){
const err8 = {instancePath:instancePath+"/goalId",schemaPath:"#/properties/goalId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data0)){
const err9 = {instancePath:instancePath+"/goalId",schemaPath:"#/properties/goalId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:@/-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:@/-]+$"+"\""};
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
const err10 = {instancePath:instancePath+"/goalId",schemaPath:"#/properties/goalId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.agentId !== undefined){
let data1 = data.agentId;
if(typeof data1 === "string"){
if(func1(data1) > 128){
const err11 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data1) < 1){
const err12 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data1)){
const err13 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:@/-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:@/-]+$"+"\""};
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
const err14 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.executorEndpointId !== undefined){
let data2 = data.executorEndpointId;
if(typeof data2 === "string"){
if(func1(data2) > 128){
const err15 = {instancePath:instancePath+"/executorEndpointId",schemaPath:"#/properties/executorEndpointId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data2) < 1){
const err16 = {instancePath:instancePath+"/executorEndpointId",schemaPath:"#/properties/executorEndpointId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern4.test(data2)){
const err17 = {instancePath:instancePath+"/executorEndpointId",schemaPath:"#/properties/executorEndpointId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:@/-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:@/-]+$"+"\""};
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
const err18 = {instancePath:instancePath+"/executorEndpointId",schemaPath:"#/properties/executorEndpointId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.hostSurface !== undefined){
let data3 = data.hostSurface;
if(typeof data3 === "string"){
if(func1(data3) > 128){
const err19 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func1(data3) < 1){
const err20 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern4.test(data3)){
const err21 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:@/-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:@/-]+$"+"\""};
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
const err22 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.hostSessionId !== undefined){
let data4 = data.hostSessionId;
if(typeof data4 === "string"){
if(func1(data4) > 256){
const err23 = {instancePath:instancePath+"/hostSessionId",schemaPath:"#/properties/hostSessionId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func1(data4) < 1){
const err24 = {instancePath:instancePath+"/hostSessionId",schemaPath:"#/properties/hostSessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err25 = {instancePath:instancePath+"/hostSessionId",schemaPath:"#/properties/hostSessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.conversation !== undefined){
let data5 = data.conversation;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.chatId === undefined){
const err26 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/required",keyword:"required",params:{missingProperty: "chatId"},message:"must have required property '"+"chatId"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data5.chatType === undefined){
const err27 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/required",keyword:"required",params:{missingProperty: "chatType"},message:"must have required property '"+"chatType"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key1 in data5){
if(!(((key1 === "chatId") || (key1 === "chatType")) || (key1 === "topicId"))){
const err28 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data5.chatId !== undefined){
let data6 = data5.chatId;
if(typeof data6 === "string"){
if(func1(data6) < 1){
const err29 = {instancePath:instancePath+"/conversation/chatId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err30 = {instancePath:instancePath+"/conversation/chatId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.chatType !== undefined){
let data7 = data5.chatType;
const _errs19 = errors;
let valid3 = false;
const _errs20 = errors;
if(typeof data7 !== "string"){
const err31 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("p2p" !== data7){
const err32 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/0/const",keyword:"const",params:{allowedValue: "p2p"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid3 = valid3 || _valid0;
const _errs22 = errors;
if(typeof data7 !== "string"){
const err33 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if("group" !== data7){
const err34 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/1/const",keyword:"const",params:{allowedValue: "group"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err35 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
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
const err36 = {instancePath:instancePath+"/conversation/topicId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/topicId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/conversation/topicId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/topicId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err38 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlAttachedClaim = validate21;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/attached-claim.schema.json","title":"Claim","description":"The answer to a claim: the claimed input, or claimed false after the bounded wait.","anyOf":[{"type":"object","required":["claimed","waitedMs"],"properties":{"claimed":{"type":"boolean","const":false,"description":"Nothing was queued within the wait; the host may claim again."},"waitedMs":{"type":"integer","minimum":0,"description":"How long the claim waited."}},"additionalProperties":false},{"type":"object","required":["claimed","claimId","sessionId","turnId","origin","text","queuedAt"],"properties":{"claimed":{"type":"boolean","const":true},"claimId":{"type":"string","minLength":1},"sessionId":{"type":"string","minLength":1},"turnId":{"type":"string","minLength":1,"description":"The turn the completion must name."},"origin":{"anyOf":[{"type":"string","const":"lark"},{"type":"string","const":"web"}],"description":"Where the input came from: a Lark message of the conversation, or web input through the control API."},"sourceMessageId":{"type":"string","minLength":1,"description":"For origin lark: the provider message id."},"clientInputId":{"type":"string","minLength":1,"description":"For origin web: the sender's clientInputId."},"text":{"type":"string","description":"The input, for the host only: the claim is the host's channel, not a projection."},"queuedAt":{"type":"string","description":"ISO 8601."}},"additionalProperties":false}]};
const func13 = Object.prototype.hasOwnProperty;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/attached-claim.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.claimed === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "claimed"},message:"must have required property '"+"claimed"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.waitedMs === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "waitedMs"},message:"must have required property '"+"waitedMs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "claimed") || (key0 === "waitedMs"))){
const err2 = {instancePath,schemaPath:"#/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.claimed !== undefined){
let data0 = data.claimed;
if(typeof data0 !== "boolean"){
const err3 = {instancePath:instancePath+"/claimed",schemaPath:"#/anyOf/0/properties/claimed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(false !== data0){
const err4 = {instancePath:instancePath+"/claimed",schemaPath:"#/anyOf/0/properties/claimed/const",keyword:"const",params:{allowedValue: false},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.waitedMs !== undefined){
let data1 = data.waitedMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/waitedMs",schemaPath:"#/anyOf/0/properties/waitedMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/waitedMs",schemaPath:"#/anyOf/0/properties/waitedMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err7 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.claimed === undefined){
const err8 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "claimed"},message:"must have required property '"+"claimed"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.claimId === undefined){
const err9 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "claimId"},message:"must have required property '"+"claimId"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.sessionId === undefined){
const err10 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "sessionId"},message:"must have required property '"+"sessionId"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.turnId === undefined){
const err11 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.origin === undefined){
const err12 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.text === undefined){
const err13 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.queuedAt === undefined){
const err14 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "queuedAt"},message:"must have required property '"+"queuedAt"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data){
if(!(func13.call(schema33.anyOf[1].properties, key1))){
const err15 = {instancePath,schemaPath:"#/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.claimed !== undefined){
let data2 = data.claimed;
if(typeof data2 !== "boolean"){
const err16 = {instancePath:instancePath+"/claimed",schemaPath:"#/anyOf/1/properties/claimed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(true !== data2){
const err17 = {instancePath:instancePath+"/claimed",schemaPath:"#/anyOf/1/properties/claimed/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.claimId !== undefined){
let data3 = data.claimId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err18 = {instancePath:instancePath+"/claimId",schemaPath:"#/anyOf/1/properties/claimId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/claimId",schemaPath:"#/anyOf/1/properties/claimId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data4 = data.sessionId;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err20 = {instancePath:instancePath+"/sessionId",schemaPath:"#/anyOf/1/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/sessionId",schemaPath:"#/anyOf/1/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.turnId !== undefined){
let data5 = data.turnId;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err22 = {instancePath:instancePath+"/turnId",schemaPath:"#/anyOf/1/properties/turnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/turnId",schemaPath:"#/anyOf/1/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.origin !== undefined){
let data6 = data.origin;
const _errs20 = errors;
let valid3 = false;
const _errs21 = errors;
if(typeof data6 !== "string"){
const err24 = {instancePath:instancePath+"/origin",schemaPath:"#/anyOf/1/properties/origin/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("lark" !== data6){
const err25 = {instancePath:instancePath+"/origin",schemaPath:"#/anyOf/1/properties/origin/anyOf/0/const",keyword:"const",params:{allowedValue: "lark"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid3 = valid3 || _valid1;
const _errs23 = errors;
if(typeof data6 !== "string"){
const err26 = {instancePath:instancePath+"/origin",schemaPath:"#/anyOf/1/properties/origin/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("web" !== data6){
const err27 = {instancePath:instancePath+"/origin",schemaPath:"#/anyOf/1/properties/origin/anyOf/1/const",keyword:"const",params:{allowedValue: "web"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err28 = {instancePath:instancePath+"/origin",schemaPath:"#/anyOf/1/properties/origin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.sourceMessageId !== undefined){
let data7 = data.sourceMessageId;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err29 = {instancePath:instancePath+"/sourceMessageId",schemaPath:"#/anyOf/1/properties/sourceMessageId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err30 = {instancePath:instancePath+"/sourceMessageId",schemaPath:"#/anyOf/1/properties/sourceMessageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.clientInputId !== undefined){
let data8 = data.clientInputId;
if(typeof data8 === "string"){
if(func1(data8) < 1){
const err31 = {instancePath:instancePath+"/clientInputId",schemaPath:"#/anyOf/1/properties/clientInputId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/clientInputId",schemaPath:"#/anyOf/1/properties/clientInputId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err33 = {instancePath:instancePath+"/text",schemaPath:"#/anyOf/1/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.queuedAt !== undefined){
if(typeof data.queuedAt !== "string"){
const err34 = {instancePath:instancePath+"/queuedAt",schemaPath:"#/anyOf/1/properties/queuedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err35 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid0){
const err36 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
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
validate21.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate21.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateControlAttachedClaimRequest = validate22;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/attached-claim-request.schema.json","title":"Claim the oldest queued input","description":"POST /v1/attached/{sessionId}/claim: the host takes the oldest queued input of its session.","type":"object","required":["hostSurface","hostSessionId","claimId"],"properties":{"hostSurface":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:@/-]+$","description":"The host surface the session runs on, e.g. codex-cli, vscode. Compared exactly."},"hostSessionId":{"type":"string","minLength":1,"maxLength":256,"description":"The opaque id of the already-running host session. Compared exactly; never projected."},"claimId":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:@/-]+$","description":"Chosen by the host. A claim id that claimed an input returns that same claim again, never a second input (AS-004). A claim that timed out claimed nothing: its id stays free."},"waitMs":{"type":"integer","minimum":0,"description":"How long to wait for input when none is queued. Default 0 (answer at once). Capped at the claimWaitCapMs knob (30 minutes by default); the wait ends as soon as an input is queued (AS-003)."}},"additionalProperties":false};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/attached-claim-request.schema.json" */;
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
if(data.hostSurface === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostSurface"},message:"must have required property '"+"hostSurface"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hostSessionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostSessionId"},message:"must have required property '"+"hostSessionId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.claimId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "claimId"},message:"must have required property '"+"claimId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "hostSurface") || (key0 === "hostSessionId")) || (key0 === "claimId")) || (key0 === "waitMs"))){
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
if(data.hostSurface !== undefined){
let data0 = data.hostSurface;
if(typeof data0 === "string"){
if(func1(data0) > 128){
const err4 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:@/-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:@/-]+$"+"\""};
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
const err7 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.hostSessionId !== undefined){
let data1 = data.hostSessionId;
if(typeof data1 === "string"){
if(func1(data1) > 256){
const err8 = {instancePath:instancePath+"/hostSessionId",schemaPath:"#/properties/hostSessionId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data1) < 1){
const err9 = {instancePath:instancePath+"/hostSessionId",schemaPath:"#/properties/hostSessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/hostSessionId",schemaPath:"#/properties/hostSessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.claimId !== undefined){
let data2 = data.claimId;
if(typeof data2 === "string"){
if(func1(data2) > 128){
const err11 = {instancePath:instancePath+"/claimId",schemaPath:"#/properties/claimId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data2) < 1){
const err12 = {instancePath:instancePath+"/claimId",schemaPath:"#/properties/claimId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data2)){
const err13 = {instancePath:instancePath+"/claimId",schemaPath:"#/properties/claimId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:@/-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:@/-]+$"+"\""};
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
const err14 = {instancePath:instancePath+"/claimId",schemaPath:"#/properties/claimId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.waitMs !== undefined){
let data3 = data.waitMs;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err15 = {instancePath:instancePath+"/waitMs",schemaPath:"#/properties/waitMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/waitMs",schemaPath:"#/properties/waitMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlAttachedCloseRequest = validate23;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/attached-close-request.schema.json","title":"Close an attached session","description":"POST /v1/attached/{sessionId}/close. Refused while a claim is active (AS-006). Inputs still queued are answered as not run; the conversation is free for a new session afterwards.","type":"object","required":["hostSurface","hostSessionId"],"properties":{"hostSurface":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:@/-]+$","description":"The host surface the session runs on, e.g. codex-cli, vscode. Compared exactly."},"hostSessionId":{"type":"string","minLength":1,"maxLength":256,"description":"The opaque id of the already-running host session. Compared exactly; never projected."}},"additionalProperties":false};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/attached-close-request.schema.json" */;
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
if(data.hostSurface === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostSurface"},message:"must have required property '"+"hostSurface"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hostSessionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostSessionId"},message:"must have required property '"+"hostSessionId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "hostSurface") || (key0 === "hostSessionId"))){
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
if(data.hostSurface !== undefined){
let data0 = data.hostSurface;
if(typeof data0 === "string"){
if(func1(data0) > 128){
const err3 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:@/-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:@/-]+$"+"\""};
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
const err6 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.hostSessionId !== undefined){
let data1 = data.hostSessionId;
if(typeof data1 === "string"){
if(func1(data1) > 256){
const err7 = {instancePath:instancePath+"/hostSessionId",schemaPath:"#/properties/hostSessionId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/hostSessionId",schemaPath:"#/properties/hostSessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/hostSessionId",schemaPath:"#/properties/hostSessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlAttachedCompleteRequest = validate24;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/attached-complete-request.schema.json","title":"Complete a claimed turn","description":"POST /v1/attached/{sessionId}/complete: the host writes back the response of the exact claim.","type":"object","required":["hostSurface","hostSessionId","claimId","turnId","completionId","message"],"properties":{"hostSurface":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:@/-]+$","description":"The host surface the session runs on, e.g. codex-cli, vscode. Compared exactly."},"hostSessionId":{"type":"string","minLength":1,"maxLength":256,"description":"The opaque id of the already-running host session. Compared exactly; never projected."},"claimId":{"type":"string","minLength":1},"turnId":{"type":"string","minLength":1},"completionId":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:@/-]+$","description":"Chosen by the host. The same completion id returns the first receipt and delivers nothing again (AS-004)."},"message":{"type":"string","minLength":1,"description":"The agent's response, delivered as the answer of the claimed input."}},"additionalProperties":false};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/attached-complete-request.schema.json" */;
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
if(data.hostSurface === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostSurface"},message:"must have required property '"+"hostSurface"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hostSessionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostSessionId"},message:"must have required property '"+"hostSessionId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.claimId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "claimId"},message:"must have required property '"+"claimId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.turnId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.completionId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "completionId"},message:"must have required property '"+"completionId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.message === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "hostSurface") || (key0 === "hostSessionId")) || (key0 === "claimId")) || (key0 === "turnId")) || (key0 === "completionId")) || (key0 === "message"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.hostSurface !== undefined){
let data0 = data.hostSurface;
if(typeof data0 === "string"){
if(func1(data0) > 128){
const err7 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data0) < 1){
const err8 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data0)){
const err9 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:@/-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:@/-]+$"+"\""};
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
const err10 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.hostSessionId !== undefined){
let data1 = data.hostSessionId;
if(typeof data1 === "string"){
if(func1(data1) > 256){
const err11 = {instancePath:instancePath+"/hostSessionId",schemaPath:"#/properties/hostSessionId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data1) < 1){
const err12 = {instancePath:instancePath+"/hostSessionId",schemaPath:"#/properties/hostSessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/hostSessionId",schemaPath:"#/properties/hostSessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.claimId !== undefined){
let data2 = data.claimId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err14 = {instancePath:instancePath+"/claimId",schemaPath:"#/properties/claimId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/claimId",schemaPath:"#/properties/claimId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.turnId !== undefined){
let data3 = data.turnId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err16 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.completionId !== undefined){
let data4 = data.completionId;
if(typeof data4 === "string"){
if(func1(data4) > 128){
const err18 = {instancePath:instancePath+"/completionId",schemaPath:"#/properties/completionId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(data4) < 1){
const err19 = {instancePath:instancePath+"/completionId",schemaPath:"#/properties/completionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern4.test(data4)){
const err20 = {instancePath:instancePath+"/completionId",schemaPath:"#/properties/completionId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:@/-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:@/-]+$"+"\""};
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
const err21 = {instancePath:instancePath+"/completionId",schemaPath:"#/properties/completionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.message !== undefined){
let data5 = data.message;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err22 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlAttachedCompletion = validate25;
const schema37 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/attached-completion.schema.json","title":"Completion receipt","description":"The receipt of a completion; the same completion id always gets the same receipt.","type":"object","required":["completionId","claimId","sessionId","turnId","delivery","chars","completedAt"],"properties":{"completionId":{"type":"string","minLength":1},"claimId":{"type":"string","minLength":1},"sessionId":{"type":"string","minLength":1},"turnId":{"type":"string","minLength":1},"delivery":{"anyOf":[{"type":"string","const":"delivered","description":"Posted as the answer of its input and read back (AS-005, DE-004)."},{"type":"string","const":"pending","description":"Saved; its delivery is still under way."},{"type":"string","const":"failed","description":"Delivery failed after bounded retries (DE-009)."}]},"chars":{"type":"integer","minimum":1,"description":"Length of the response; the text itself is not projected."},"completedAt":{"type":"string","description":"ISO 8601."}},"additionalProperties":false};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/attached-completion.schema.json" */;
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
if(data.completionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "completionId"},message:"must have required property '"+"completionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.claimId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "claimId"},message:"must have required property '"+"claimId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sessionId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sessionId"},message:"must have required property '"+"sessionId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.turnId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.delivery === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "delivery"},message:"must have required property '"+"delivery"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.chars === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chars"},message:"must have required property '"+"chars"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.completedAt === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "completedAt"},message:"must have required property '"+"completedAt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "completionId") || (key0 === "claimId")) || (key0 === "sessionId")) || (key0 === "turnId")) || (key0 === "delivery")) || (key0 === "chars")) || (key0 === "completedAt"))){
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
if(data.completionId !== undefined){
let data0 = data.completionId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err8 = {instancePath:instancePath+"/completionId",schemaPath:"#/properties/completionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/completionId",schemaPath:"#/properties/completionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.claimId !== undefined){
let data1 = data.claimId;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/claimId",schemaPath:"#/properties/claimId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/claimId",schemaPath:"#/properties/claimId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data2 = data.sessionId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err12 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.turnId !== undefined){
let data3 = data.turnId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err14 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.delivery !== undefined){
let data4 = data.delivery;
const _errs11 = errors;
let valid1 = false;
const _errs12 = errors;
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("delivered" !== data4){
const err17 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/anyOf/0/const",keyword:"const",params:{allowedValue: "delivered"},message:"must be equal to constant"};
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
const _errs14 = errors;
if(typeof data4 !== "string"){
const err18 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("pending" !== data4){
const err19 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/anyOf/1/const",keyword:"const",params:{allowedValue: "pending"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
const _errs16 = errors;
if(typeof data4 !== "string"){
const err20 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("failed" !== data4){
const err21 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/anyOf/2/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err22 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
if(data.chars !== undefined){
let data5 = data.chars;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err23 = {instancePath:instancePath+"/chars",schemaPath:"#/properties/chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err24 = {instancePath:instancePath+"/chars",schemaPath:"#/properties/chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.completedAt !== undefined){
if(typeof data.completedAt !== "string"){
const err25 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlAttachedSession = validate26;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/attached-session.schema.json","title":"Attached session","description":"Content-free projection of an attached session (AS-008): ids, the goal and agent binding, the executor endpoint, the host surface, capability flags and lifecycle state. Never the host session id, the conversation, message bodies or responses.","type":"object","required":["sessionId","goalId","agentId","executorEndpointId","hostSurface","capabilities","state","createdAt","updatedAt"],"properties":{"sessionId":{"type":"string","minLength":1},"goalId":{"type":"string","minLength":1},"agentId":{"type":"string","minLength":1},"executorEndpointId":{"type":"string","minLength":1},"hostSurface":{"type":"string","minLength":1},"capabilities":{"type":"object","required":["sessionQueue","boundedClaimWait","replyReadback","liveSteering"],"properties":{"sessionQueue":{"type":"boolean","description":"Lark and web input queue in one ordered queue, each with its origin (AS-002)."},"boundedClaimWait":{"type":"boolean","description":"A claim may wait for input, up to the claim cap, and wakes on the first queued input (AS-003)."},"replyReadback":{"type":"boolean","description":"A completion is delivered as the answer of its input, through reply and readback (AS-005)."},"liveSteering":{"type":"boolean","const":false,"description":"Input steers the running host turn. Always false: there is no push transport to a running host turn (AS-007)."}},"additionalProperties":false},"state":{"anyOf":[{"type":"string","const":"open","description":"Bound; input queues for the host. No claim is active."},{"type":"string","const":"claimed","description":"The host holds a claim on one input and has not completed it."},{"type":"string","const":"closed","description":"Closed; its conversation no longer routes to it."}]},"createdAt":{"type":"string","description":"ISO 8601."},"updatedAt":{"type":"string","description":"ISO 8601."}},"additionalProperties":false};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/attached-session.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
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
if(data.goalId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "goalId"},message:"must have required property '"+"goalId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.agentId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agentId"},message:"must have required property '"+"agentId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.executorEndpointId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "executorEndpointId"},message:"must have required property '"+"executorEndpointId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.hostSurface === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostSurface"},message:"must have required property '"+"hostSurface"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.capabilities === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "capabilities"},message:"must have required property '"+"capabilities"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.state === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.createdAt === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.updatedAt === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func13.call(schema38.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data0 = data.sessionId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err10 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.goalId !== undefined){
let data1 = data.goalId;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err12 = {instancePath:instancePath+"/goalId",schemaPath:"#/properties/goalId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/goalId",schemaPath:"#/properties/goalId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.agentId !== undefined){
let data2 = data.agentId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err14 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.executorEndpointId !== undefined){
let data3 = data.executorEndpointId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err16 = {instancePath:instancePath+"/executorEndpointId",schemaPath:"#/properties/executorEndpointId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/executorEndpointId",schemaPath:"#/properties/executorEndpointId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.hostSurface !== undefined){
let data4 = data.hostSurface;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err18 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/hostSurface",schemaPath:"#/properties/hostSurface/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.capabilities !== undefined){
let data5 = data.capabilities;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.sessionQueue === undefined){
const err20 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/required",keyword:"required",params:{missingProperty: "sessionQueue"},message:"must have required property '"+"sessionQueue"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.boundedClaimWait === undefined){
const err21 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/required",keyword:"required",params:{missingProperty: "boundedClaimWait"},message:"must have required property '"+"boundedClaimWait"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.replyReadback === undefined){
const err22 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/required",keyword:"required",params:{missingProperty: "replyReadback"},message:"must have required property '"+"replyReadback"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5.liveSteering === undefined){
const err23 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/required",keyword:"required",params:{missingProperty: "liveSteering"},message:"must have required property '"+"liveSteering"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key1 in data5){
if(!((((key1 === "sessionQueue") || (key1 === "boundedClaimWait")) || (key1 === "replyReadback")) || (key1 === "liveSteering"))){
const err24 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.sessionQueue !== undefined){
if(typeof data5.sessionQueue !== "boolean"){
const err25 = {instancePath:instancePath+"/capabilities/sessionQueue",schemaPath:"#/properties/capabilities/properties/sessionQueue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.boundedClaimWait !== undefined){
if(typeof data5.boundedClaimWait !== "boolean"){
const err26 = {instancePath:instancePath+"/capabilities/boundedClaimWait",schemaPath:"#/properties/capabilities/properties/boundedClaimWait/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.replyReadback !== undefined){
if(typeof data5.replyReadback !== "boolean"){
const err27 = {instancePath:instancePath+"/capabilities/replyReadback",schemaPath:"#/properties/capabilities/properties/replyReadback/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data5.liveSteering !== undefined){
let data9 = data5.liveSteering;
if(typeof data9 !== "boolean"){
const err28 = {instancePath:instancePath+"/capabilities/liveSteering",schemaPath:"#/properties/capabilities/properties/liveSteering/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(false !== data9){
const err29 = {instancePath:instancePath+"/capabilities/liveSteering",schemaPath:"#/properties/capabilities/properties/liveSteering/const",keyword:"const",params:{allowedValue: false},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.state !== undefined){
let data10 = data.state;
const _errs24 = errors;
let valid2 = false;
const _errs25 = errors;
if(typeof data10 !== "string"){
const err31 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("open" !== data10){
const err32 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "open"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
const _errs27 = errors;
if(typeof data10 !== "string"){
const err33 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if("claimed" !== data10){
const err34 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "claimed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid2 = valid2 || _valid0;
const _errs29 = errors;
if(typeof data10 !== "string"){
const err35 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if("closed" !== data10){
const err36 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/2/const",keyword:"const",params:{allowedValue: "closed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs29 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err37 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
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
if(data.updatedAt !== undefined){
if(typeof data.updatedAt !== "string"){
const err39 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlAttachedSessionList = validate27;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/attached-session-list.schema.json","title":"Attached session list","description":"GET /v1/attached.","type":"object","required":["sessions"],"properties":{"sessions":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/attached-session.schema.json"},"description":"Oldest first, closed ones included."}},"additionalProperties":false};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/attached-session-list.schema.json" */;
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
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.sessionId === undefined){
const err2 = {instancePath:instancePath+"/sessions/" + i0,schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/required",keyword:"required",params:{missingProperty: "sessionId"},message:"must have required property '"+"sessionId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.goalId === undefined){
const err3 = {instancePath:instancePath+"/sessions/" + i0,schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/required",keyword:"required",params:{missingProperty: "goalId"},message:"must have required property '"+"goalId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.agentId === undefined){
const err4 = {instancePath:instancePath+"/sessions/" + i0,schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/required",keyword:"required",params:{missingProperty: "agentId"},message:"must have required property '"+"agentId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.executorEndpointId === undefined){
const err5 = {instancePath:instancePath+"/sessions/" + i0,schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/required",keyword:"required",params:{missingProperty: "executorEndpointId"},message:"must have required property '"+"executorEndpointId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.hostSurface === undefined){
const err6 = {instancePath:instancePath+"/sessions/" + i0,schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/required",keyword:"required",params:{missingProperty: "hostSurface"},message:"must have required property '"+"hostSurface"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.capabilities === undefined){
const err7 = {instancePath:instancePath+"/sessions/" + i0,schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/required",keyword:"required",params:{missingProperty: "capabilities"},message:"must have required property '"+"capabilities"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.state === undefined){
const err8 = {instancePath:instancePath+"/sessions/" + i0,schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.createdAt === undefined){
const err9 = {instancePath:instancePath+"/sessions/" + i0,schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.updatedAt === undefined){
const err10 = {instancePath:instancePath+"/sessions/" + i0,schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data1){
if(!(func13.call(schema38.properties, key1))){
const err11 = {instancePath:instancePath+"/sessions/" + i0,schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.sessionId !== undefined){
let data2 = data1.sessionId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err12 = {instancePath:instancePath+"/sessions/" + i0+"/sessionId",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/sessions/" + i0+"/sessionId",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.goalId !== undefined){
let data3 = data1.goalId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err14 = {instancePath:instancePath+"/sessions/" + i0+"/goalId",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/goalId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/sessions/" + i0+"/goalId",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/goalId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.agentId !== undefined){
let data4 = data1.agentId;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err16 = {instancePath:instancePath+"/sessions/" + i0+"/agentId",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/agentId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/sessions/" + i0+"/agentId",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/agentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.executorEndpointId !== undefined){
let data5 = data1.executorEndpointId;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err18 = {instancePath:instancePath+"/sessions/" + i0+"/executorEndpointId",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/executorEndpointId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/sessions/" + i0+"/executorEndpointId",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/executorEndpointId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.hostSurface !== undefined){
let data6 = data1.hostSurface;
if(typeof data6 === "string"){
if(func1(data6) < 1){
const err20 = {instancePath:instancePath+"/sessions/" + i0+"/hostSurface",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/hostSurface/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/sessions/" + i0+"/hostSurface",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/hostSurface/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.capabilities !== undefined){
let data7 = data1.capabilities;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.sessionQueue === undefined){
const err22 = {instancePath:instancePath+"/sessions/" + i0+"/capabilities",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/capabilities/required",keyword:"required",params:{missingProperty: "sessionQueue"},message:"must have required property '"+"sessionQueue"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.boundedClaimWait === undefined){
const err23 = {instancePath:instancePath+"/sessions/" + i0+"/capabilities",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/capabilities/required",keyword:"required",params:{missingProperty: "boundedClaimWait"},message:"must have required property '"+"boundedClaimWait"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7.replyReadback === undefined){
const err24 = {instancePath:instancePath+"/sessions/" + i0+"/capabilities",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/capabilities/required",keyword:"required",params:{missingProperty: "replyReadback"},message:"must have required property '"+"replyReadback"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data7.liveSteering === undefined){
const err25 = {instancePath:instancePath+"/sessions/" + i0+"/capabilities",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/capabilities/required",keyword:"required",params:{missingProperty: "liveSteering"},message:"must have required property '"+"liveSteering"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data7){
if(!((((key2 === "sessionQueue") || (key2 === "boundedClaimWait")) || (key2 === "replyReadback")) || (key2 === "liveSteering"))){
const err26 = {instancePath:instancePath+"/sessions/" + i0+"/capabilities",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/capabilities/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.sessionQueue !== undefined){
if(typeof data7.sessionQueue !== "boolean"){
const err27 = {instancePath:instancePath+"/sessions/" + i0+"/capabilities/sessionQueue",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/capabilities/properties/sessionQueue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data7.boundedClaimWait !== undefined){
if(typeof data7.boundedClaimWait !== "boolean"){
const err28 = {instancePath:instancePath+"/sessions/" + i0+"/capabilities/boundedClaimWait",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/capabilities/properties/boundedClaimWait/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.replyReadback !== undefined){
if(typeof data7.replyReadback !== "boolean"){
const err29 = {instancePath:instancePath+"/sessions/" + i0+"/capabilities/replyReadback",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/capabilities/properties/replyReadback/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data7.liveSteering !== undefined){
let data11 = data7.liveSteering;
if(typeof data11 !== "boolean"){
const err30 = {instancePath:instancePath+"/sessions/" + i0+"/capabilities/liveSteering",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/capabilities/properties/liveSteering/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(false !== data11){
const err31 = {instancePath:instancePath+"/sessions/" + i0+"/capabilities/liveSteering",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/capabilities/properties/liveSteering/const",keyword:"const",params:{allowedValue: false},message:"must be equal to constant"};
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
const err32 = {instancePath:instancePath+"/sessions/" + i0+"/capabilities",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/capabilities/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data1.state !== undefined){
let data12 = data1.state;
const _errs30 = errors;
let valid6 = false;
const _errs31 = errors;
if(typeof data12 !== "string"){
const err33 = {instancePath:instancePath+"/sessions/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if("open" !== data12){
const err34 = {instancePath:instancePath+"/sessions/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "open"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs31 === errors;
valid6 = valid6 || _valid0;
const _errs33 = errors;
if(typeof data12 !== "string"){
const err35 = {instancePath:instancePath+"/sessions/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if("claimed" !== data12){
const err36 = {instancePath:instancePath+"/sessions/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "claimed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs33 === errors;
valid6 = valid6 || _valid0;
const _errs35 = errors;
if(typeof data12 !== "string"){
const err37 = {instancePath:instancePath+"/sessions/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/state/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if("closed" !== data12){
const err38 = {instancePath:instancePath+"/sessions/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/state/anyOf/2/const",keyword:"const",params:{allowedValue: "closed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs35 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const err39 = {instancePath:instancePath+"/sessions/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data1.createdAt !== undefined){
if(typeof data1.createdAt !== "string"){
const err40 = {instancePath:instancePath+"/sessions/" + i0+"/createdAt",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data1.updatedAt !== undefined){
if(typeof data1.updatedAt !== "string"){
const err41 = {instancePath:instancePath+"/sessions/" + i0+"/updatedAt",schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/sessions/" + i0,schemaPath:"https://larkspur.dev/spec/control/attached-session.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/sessions",schemaPath:"#/properties/sessions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCapability = validate28;
const schema41 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/capability.schema.json","title":"Capability","description":"A capability an implementation declares in its adapter file and in GET /v1/ready.","anyOf":[{"type":"string","const":"control","description":"Serves the control API (readiness, projections of sessions, turns and inbox sources)."},{"type":"string","const":"control.stop","description":"Stops a turn through POST /v1/turns/{turnId}/stop with a readback receipt."},{"type":"string","const":"control.dispatch","description":"Projects what it holds in memory against what waits in the inbox: GET /v1/dispatch (TR-004)."},{"type":"string","const":"long-connection","description":"Takes provider events over the long connection (LARKSPUR_LARK_INTAKE=ws): joins multi-part frames, reconnects, and keeps one consumer per app."},{"type":"string","const":"webhook","description":"Takes provider events by signed, optionally encrypted webhook push (LARKSPUR_LARK_INTAKE=webhook)."},{"type":"string","const":"progress","description":"Shows a coalesced progress post while a turn runs."},{"type":"string","const":"reply-threading","description":"Posts every message for a source as a reply to it (im.message.reply, parent_id = the source). Checks on the answer to a source then accept replies to it only; without it they attribute the bot's messages in the conversation in order (DE-010)."},{"type":"string","const":"delivery-modes","description":"Takes queue, inbox and steer delivery modes for input to a busy session."},{"type":"string","const":"approvals","description":"Relays host approval requests to the user and binds the answer."},{"type":"string","const":"attached-sessions","description":"Brokers attached host sessions (bind, claim, complete, close) through /v1/attached (AS-001…AS-008)."},{"type":"string","const":"triggers","description":"Dispatches instructions as turns once per caller-chosen turn key through /v1/sessions/{sessionId}/triggers (BM-001…BM-003)."},{"type":"string","const":"knobs","description":"Reads the timing knobs file (LARKSPUR_KNOBS) and holds its bounds and windows instead of the spec defaults. A scenario whose checks depend on a knob value the bridge would otherwise never be told (a 50-character input bound, a 500 ms idle timeout) needs it: without it that scenario is untested (capability), never a failure."},{"type":"string","const":"event-timing","description":"Prints content-free timing lines on stdout when LARKSPUR_EVENT_TIMING=1."},{"type":"string","const":"media","description":"Passes images and files to the host, or reports them unavailable."},{"type":"string","const":"markdown","description":"Presents answers as markdown: a post with an md element, or a card with a markdown element (DE-007)."},{"type":"string","const":"model-provider","description":"Checks the model provider the host reads back against LARKSPUR_MODEL_PROVIDER when it is set (HO-002)."},{"type":"string","const":"multi-instance","description":"Several instances serve one bot over one shared store (LARKSPUR_STORE_URL): each session runs on one instance at a time under a fencing token, and a dead instance's sessions are taken over. Needs the adapter's instances."}]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/capability.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
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
if("control.dispatch" !== data){
const err5 = {instancePath,schemaPath:"#/anyOf/2/const",keyword:"const",params:{allowedValue: "control.dispatch"},message:"must be equal to constant"};
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
if("long-connection" !== data){
const err7 = {instancePath,schemaPath:"#/anyOf/3/const",keyword:"const",params:{allowedValue: "long-connection"},message:"must be equal to constant"};
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
if("webhook" !== data){
const err9 = {instancePath,schemaPath:"#/anyOf/4/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
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
if("progress" !== data){
const err11 = {instancePath,schemaPath:"#/anyOf/5/const",keyword:"const",params:{allowedValue: "progress"},message:"must be equal to constant"};
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
if("reply-threading" !== data){
const err13 = {instancePath,schemaPath:"#/anyOf/6/const",keyword:"const",params:{allowedValue: "reply-threading"},message:"must be equal to constant"};
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
if("delivery-modes" !== data){
const err15 = {instancePath,schemaPath:"#/anyOf/7/const",keyword:"const",params:{allowedValue: "delivery-modes"},message:"must be equal to constant"};
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
if("approvals" !== data){
const err17 = {instancePath,schemaPath:"#/anyOf/8/const",keyword:"const",params:{allowedValue: "approvals"},message:"must be equal to constant"};
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
const _errs19 = errors;
if(typeof data !== "string"){
const err18 = {instancePath,schemaPath:"#/anyOf/9/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("attached-sessions" !== data){
const err19 = {instancePath,schemaPath:"#/anyOf/9/const",keyword:"const",params:{allowedValue: "attached-sessions"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid0 = valid0 || _valid0;
const _errs21 = errors;
if(typeof data !== "string"){
const err20 = {instancePath,schemaPath:"#/anyOf/10/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("triggers" !== data){
const err21 = {instancePath,schemaPath:"#/anyOf/10/const",keyword:"const",params:{allowedValue: "triggers"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid0 = valid0 || _valid0;
const _errs23 = errors;
if(typeof data !== "string"){
const err22 = {instancePath,schemaPath:"#/anyOf/11/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("knobs" !== data){
const err23 = {instancePath,schemaPath:"#/anyOf/11/const",keyword:"const",params:{allowedValue: "knobs"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid0 = valid0 || _valid0;
const _errs25 = errors;
if(typeof data !== "string"){
const err24 = {instancePath,schemaPath:"#/anyOf/12/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("event-timing" !== data){
const err25 = {instancePath,schemaPath:"#/anyOf/12/const",keyword:"const",params:{allowedValue: "event-timing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid0 = valid0 || _valid0;
const _errs27 = errors;
if(typeof data !== "string"){
const err26 = {instancePath,schemaPath:"#/anyOf/13/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("media" !== data){
const err27 = {instancePath,schemaPath:"#/anyOf/13/const",keyword:"const",params:{allowedValue: "media"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid0 = valid0 || _valid0;
const _errs29 = errors;
if(typeof data !== "string"){
const err28 = {instancePath,schemaPath:"#/anyOf/14/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("markdown" !== data){
const err29 = {instancePath,schemaPath:"#/anyOf/14/const",keyword:"const",params:{allowedValue: "markdown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs29 === errors;
valid0 = valid0 || _valid0;
const _errs31 = errors;
if(typeof data !== "string"){
const err30 = {instancePath,schemaPath:"#/anyOf/15/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if("model-provider" !== data){
const err31 = {instancePath,schemaPath:"#/anyOf/15/const",keyword:"const",params:{allowedValue: "model-provider"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs31 === errors;
valid0 = valid0 || _valid0;
const _errs33 = errors;
if(typeof data !== "string"){
const err32 = {instancePath,schemaPath:"#/anyOf/16/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("multi-instance" !== data){
const err33 = {instancePath,schemaPath:"#/anyOf/16/const",keyword:"const",params:{allowedValue: "multi-instance"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs33 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err34 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateControlConversation = validate29;

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/conversation.schema.json" */;
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
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlDispatch = validate30;
const schema43 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/dispatch.schema.json","title":"Dispatch load","description":"GET /v1/dispatch: what the implementation holds in memory against what waits on disk (TR-004: at most memoryQueueBound sources in memory, active handlers included, at most maxHandlers handlers; the rest wait in the inbox). Self-reported: the kit checks these figures against the knobs; it cannot see inside the process.","type":"object","required":["heldSources","peakHeldSources","activeHandlers","peakActiveHandlers","waitingInInbox"],"properties":{"heldSources":{"type":"integer","minimum":0,"description":"Sources held in memory right now — admitted or being admitted, waiting for their session, or being handled — active handlers included."},"peakHeldSources":{"type":"integer","minimum":0,"description":"The most sources held in memory at once since this process started."},"activeHandlers":{"type":"integer","minimum":0,"description":"Turn handlers running right now: a turn on the host, or its answer being delivered (TR-004: at most maxHandlers)."},"peakActiveHandlers":{"type":"integer","minimum":0,"description":"The most turn handlers active at once since this process started."},"waitingInInbox":{"type":"integer","minimum":0,"description":"Sources durably in the inbox, acknowledged, not finished, and not held in memory: they wait there until there is room."}},"additionalProperties":false};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/dispatch.schema.json" */;
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
if(data.heldSources === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heldSources"},message:"must have required property '"+"heldSources"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.peakHeldSources === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "peakHeldSources"},message:"must have required property '"+"peakHeldSources"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.activeHandlers === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "activeHandlers"},message:"must have required property '"+"activeHandlers"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.peakActiveHandlers === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "peakActiveHandlers"},message:"must have required property '"+"peakActiveHandlers"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.waitingInInbox === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "waitingInInbox"},message:"must have required property '"+"waitingInInbox"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "heldSources") || (key0 === "peakHeldSources")) || (key0 === "activeHandlers")) || (key0 === "peakActiveHandlers")) || (key0 === "waitingInInbox"))){
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
if(data.heldSources !== undefined){
let data0 = data.heldSources;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/heldSources",schemaPath:"#/properties/heldSources/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/heldSources",schemaPath:"#/properties/heldSources/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.peakHeldSources !== undefined){
let data1 = data.peakHeldSources;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/peakHeldSources",schemaPath:"#/properties/peakHeldSources/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/peakHeldSources",schemaPath:"#/properties/peakHeldSources/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.activeHandlers !== undefined){
let data2 = data.activeHandlers;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/activeHandlers",schemaPath:"#/properties/activeHandlers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/activeHandlers",schemaPath:"#/properties/activeHandlers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.peakActiveHandlers !== undefined){
let data3 = data.peakActiveHandlers;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/peakActiveHandlers",schemaPath:"#/properties/peakActiveHandlers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/peakActiveHandlers",schemaPath:"#/properties/peakActiveHandlers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.waitingInInbox !== undefined){
let data4 = data.waitingInInbox;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/waitingInInbox",schemaPath:"#/properties/waitingInInbox/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/waitingInInbox",schemaPath:"#/properties/waitingInInbox/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlError = validate31;
const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/error.schema.json","title":"Control API error","description":"The body of every non-2xx control API answer.","type":"object","required":["error"],"properties":{"error":{"type":"object","required":["code","message"],"properties":{"code":{"type":"string","pattern":"^[A-Z][A-Z0-9_]*$","description":"Stable code, e.g. UNAUTHORIZED, NOT_FOUND, BAD_REQUEST, CONFLICT."},"message":{"type":"string","description":"One line for a person. Carries no message content or credentials."}},"additionalProperties":false}},"additionalProperties":false};
const pattern13 = new RegExp("^[A-Z][A-Z0-9_]*$", "u");

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/error.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
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
if(!pattern13.test(data1)){
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
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlHealth = validate32;
const schema45 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/health.schema.json","title":"Health of a dependency","description":"How a dependency answers now. store: failing while the store refuses connections or its disk is full or read-only — sources are then not acknowledged (the provider redelivers them) and work waits with backoff. host: failing while the host process is stopped, gone or being started again.","type":"object","required":["state"],"properties":{"state":{"anyOf":[{"type":"string","const":"ok"},{"type":"string","const":"failing"}],"description":"failing from the first error of the environment until it answers again."},"since":{"type":"integer","minimum":0,"description":"When it began failing, ms since the epoch."},"error":{"type":"string","description":"What failed last, in one line; no credentials, no message content."}},"additionalProperties":false};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/health.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "state") || (key0 === "since")) || (key0 === "error"))){
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
if(data.state !== undefined){
let data0 = data.state;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("ok" !== data0){
const err3 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "ok"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("failing" !== data0){
const err5 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "failing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.since !== undefined){
let data1 = data.since;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/since",schemaPath:"#/properties/since/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/since",schemaPath:"#/properties/since/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err9 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlReady = validate33;
const schema46 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/ready.schema.json","title":"Readiness","description":"GET /v1/ready. The harness starts a scenario when providerReady is true. Answering before the provider connection is up is allowed; providerReady then says false.","type":"object","required":["implementation","versions","capabilities","providerReady","hostReady"],"properties":{"implementation":{"type":"object","required":["name","version"],"properties":{"name":{"type":"string","minLength":1},"version":{"type":"string","minLength":1}},"additionalProperties":false},"versions":{"type":"object","required":["spec","control","host","provider","launch"],"properties":{"spec":{"type":"string","description":"The spec version the implementation was built against."},"control":{"type":"string"},"host":{"type":"string"},"provider":{"type":"string"},"launch":{"type":"string"}},"additionalProperties":false,"description":"Contract versions the implementation speaks."},"capabilities":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/capability.schema.json"},"uniqueItems":true},"providerReady":{"type":"boolean","description":"The intake is connected to the provider and events can be acknowledged."},"hostReady":{"type":"boolean","description":"The host process is running and has answered initialize; false while it is stopped (SIGSTOP) or gone."},"store":{"$ref":"https://larkspur.dev/spec/control/health.schema.json"},"host":{"$ref":"https://larkspur.dev/spec/control/health.schema.json"},"instance":{"type":"object","required":["id","installation","store","instancesAlive"],"properties":{"id":{"type":"string","minLength":1,"description":"This instance, as the installation's store knows it."},"installation":{"type":"string","minLength":1,"description":"The installation it joined (LARKSPUR_INSTALLATION)."},"store":{"anyOf":[{"type":"string","const":"sqlite"},{"type":"string","const":"postgres"}],"description":"The engine of the shared store."},"leasesHeld":{"type":"integer","minimum":0,"description":"Sessions leased to this instance now: it alone runs their turns. Absent where the implementation leases no sessions (one instance per installation)."},"leases":{"type":"array","items":{"type":"object","required":["session","token","expiresAt"],"properties":{"session":{"type":"string","minLength":1,"description":"The session leased, by the conversation it binds (an implementation's own key)."},"token":{"type":"integer","minimum":1,"description":"Its fencing token: larger with every new grant of the session, so a stale holder's writes are refused."},"expiresAt":{"type":"integer","minimum":0,"description":"When the lease runs out unless the heartbeat renews it, ms since the epoch."}},"additionalProperties":false},"description":"The session leases this instance holds now, one per session (leasesHeld of them)."},"instancesAlive":{"type":"integer","minimum":1,"description":"Instances of the installation whose heartbeat lease is current, this one included."}},"additionalProperties":false,"description":"Who this instance is in its installation's store, and what it holds. Each instance answers for itself."},"consumerLease":{"type":"object","required":["state"],"properties":{"state":{"anyOf":[{"type":"string","const":"held"},{"type":"string","const":"held-elsewhere"}],"description":"held: this installation consumes the app's events; held-elsewhere: another one does, and this instance stays off the provider (TR-006)."},"holder":{"type":"string","description":"Who holds it, in words, when held elsewhere."}},"additionalProperties":false,"description":"The consumer lease of the app (TR-006)."}},"additionalProperties":false};
const func0 = require("ajv/dist/runtime/equal").default;

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/ready.schema.json" */;
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
if(!(func13.call(schema46.properties, key0))){
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
if("control.dispatch" !== data10){
const err31 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "control.dispatch"},message:"must be equal to constant"};
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
if("long-connection" !== data10){
const err33 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "long-connection"},message:"must be equal to constant"};
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
if("webhook" !== data10){
const err35 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/4/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
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
if("progress" !== data10){
const err37 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/5/const",keyword:"const",params:{allowedValue: "progress"},message:"must be equal to constant"};
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
if("reply-threading" !== data10){
const err39 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/6/const",keyword:"const",params:{allowedValue: "reply-threading"},message:"must be equal to constant"};
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
if("delivery-modes" !== data10){
const err41 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/7/const",keyword:"const",params:{allowedValue: "delivery-modes"},message:"must be equal to constant"};
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
if("approvals" !== data10){
const err43 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/8/const",keyword:"const",params:{allowedValue: "approvals"},message:"must be equal to constant"};
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
const _errs45 = errors;
if(typeof data10 !== "string"){
const err44 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/9/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if("attached-sessions" !== data10){
const err45 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/9/const",keyword:"const",params:{allowedValue: "attached-sessions"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid0 = _errs45 === errors;
valid6 = valid6 || _valid0;
const _errs47 = errors;
if(typeof data10 !== "string"){
const err46 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/10/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if("triggers" !== data10){
const err47 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/10/const",keyword:"const",params:{allowedValue: "triggers"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid0 = _errs47 === errors;
valid6 = valid6 || _valid0;
const _errs49 = errors;
if(typeof data10 !== "string"){
const err48 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/11/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if("knobs" !== data10){
const err49 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/11/const",keyword:"const",params:{allowedValue: "knobs"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid0 = _errs49 === errors;
valid6 = valid6 || _valid0;
const _errs51 = errors;
if(typeof data10 !== "string"){
const err50 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/12/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if("event-timing" !== data10){
const err51 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/12/const",keyword:"const",params:{allowedValue: "event-timing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid0 = _errs51 === errors;
valid6 = valid6 || _valid0;
const _errs53 = errors;
if(typeof data10 !== "string"){
const err52 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/13/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if("media" !== data10){
const err53 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/13/const",keyword:"const",params:{allowedValue: "media"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid0 = _errs53 === errors;
valid6 = valid6 || _valid0;
const _errs55 = errors;
if(typeof data10 !== "string"){
const err54 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/14/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if("markdown" !== data10){
const err55 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/14/const",keyword:"const",params:{allowedValue: "markdown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid0 = _errs55 === errors;
valid6 = valid6 || _valid0;
const _errs57 = errors;
if(typeof data10 !== "string"){
const err56 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/15/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if("model-provider" !== data10){
const err57 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/15/const",keyword:"const",params:{allowedValue: "model-provider"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid0 = _errs57 === errors;
valid6 = valid6 || _valid0;
const _errs59 = errors;
if(typeof data10 !== "string"){
const err58 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/16/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if("multi-instance" !== data10){
const err59 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/16/const",keyword:"const",params:{allowedValue: "multi-instance"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid0 = _errs59 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const err60 = {instancePath:instancePath+"/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
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
const err61 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err62 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.providerReady !== undefined){
if(typeof data.providerReady !== "boolean"){
const err63 = {instancePath:instancePath+"/providerReady",schemaPath:"#/properties/providerReady/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.hostReady !== undefined){
if(typeof data.hostReady !== "boolean"){
const err64 = {instancePath:instancePath+"/hostReady",schemaPath:"#/properties/hostReady/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.store !== undefined){
let data13 = data.store;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.state === undefined){
const err65 = {instancePath:instancePath+"/store",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
for(const key3 in data13){
if(!(((key3 === "state") || (key3 === "since")) || (key3 === "error"))){
const err66 = {instancePath:instancePath+"/store",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data13.state !== undefined){
let data14 = data13.state;
const _errs70 = errors;
let valid10 = false;
const _errs71 = errors;
if(typeof data14 !== "string"){
const err67 = {instancePath:instancePath+"/store/state",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if("ok" !== data14){
const err68 = {instancePath:instancePath+"/store/state",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "ok"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid1 = _errs71 === errors;
valid10 = valid10 || _valid1;
const _errs73 = errors;
if(typeof data14 !== "string"){
const err69 = {instancePath:instancePath+"/store/state",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if("failing" !== data14){
const err70 = {instancePath:instancePath+"/store/state",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "failing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid1 = _errs73 === errors;
valid10 = valid10 || _valid1;
if(!valid10){
const err71 = {instancePath:instancePath+"/store/state",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs70;
if(vErrors !== null){
if(_errs70){
vErrors.length = _errs70;
}
else {
vErrors = null;
}
}
}
}
if(data13.since !== undefined){
let data15 = data13.since;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err72 = {instancePath:instancePath+"/store/since",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/since/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err73 = {instancePath:instancePath+"/store/since",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/since/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data13.error !== undefined){
if(typeof data13.error !== "string"){
const err74 = {instancePath:instancePath+"/store/error",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/store",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.host !== undefined){
let data17 = data.host;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.state === undefined){
const err76 = {instancePath:instancePath+"/host",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
for(const key4 in data17){
if(!(((key4 === "state") || (key4 === "since")) || (key4 === "error"))){
const err77 = {instancePath:instancePath+"/host",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data17.state !== undefined){
let data18 = data17.state;
const _errs84 = errors;
let valid13 = false;
const _errs85 = errors;
if(typeof data18 !== "string"){
const err78 = {instancePath:instancePath+"/host/state",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if("ok" !== data18){
const err79 = {instancePath:instancePath+"/host/state",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "ok"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid2 = _errs85 === errors;
valid13 = valid13 || _valid2;
const _errs87 = errors;
if(typeof data18 !== "string"){
const err80 = {instancePath:instancePath+"/host/state",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if("failing" !== data18){
const err81 = {instancePath:instancePath+"/host/state",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "failing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid2 = _errs87 === errors;
valid13 = valid13 || _valid2;
if(!valid13){
const err82 = {instancePath:instancePath+"/host/state",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
errors = _errs84;
if(vErrors !== null){
if(_errs84){
vErrors.length = _errs84;
}
else {
vErrors = null;
}
}
}
}
if(data17.since !== undefined){
let data19 = data17.since;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err83 = {instancePath:instancePath+"/host/since",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/since/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err84 = {instancePath:instancePath+"/host/since",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/since/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
if(data17.error !== undefined){
if(typeof data17.error !== "string"){
const err85 = {instancePath:instancePath+"/host/error",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath:instancePath+"/host",schemaPath:"https://larkspur.dev/spec/control/health.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.instance !== undefined){
let data21 = data.instance;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.id === undefined){
const err87 = {instancePath:instancePath+"/instance",schemaPath:"#/properties/instance/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data21.installation === undefined){
const err88 = {instancePath:instancePath+"/instance",schemaPath:"#/properties/instance/required",keyword:"required",params:{missingProperty: "installation"},message:"must have required property '"+"installation"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data21.store === undefined){
const err89 = {instancePath:instancePath+"/instance",schemaPath:"#/properties/instance/required",keyword:"required",params:{missingProperty: "store"},message:"must have required property '"+"store"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data21.instancesAlive === undefined){
const err90 = {instancePath:instancePath+"/instance",schemaPath:"#/properties/instance/required",keyword:"required",params:{missingProperty: "instancesAlive"},message:"must have required property '"+"instancesAlive"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
for(const key5 in data21){
if(!((((((key5 === "id") || (key5 === "installation")) || (key5 === "store")) || (key5 === "leasesHeld")) || (key5 === "leases")) || (key5 === "instancesAlive"))){
const err91 = {instancePath:instancePath+"/instance",schemaPath:"#/properties/instance/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data21.id !== undefined){
let data22 = data21.id;
if(typeof data22 === "string"){
if(func1(data22) < 1){
const err92 = {instancePath:instancePath+"/instance/id",schemaPath:"#/properties/instance/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/instance/id",schemaPath:"#/properties/instance/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data21.installation !== undefined){
let data23 = data21.installation;
if(typeof data23 === "string"){
if(func1(data23) < 1){
const err94 = {instancePath:instancePath+"/instance/installation",schemaPath:"#/properties/instance/properties/installation/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/instance/installation",schemaPath:"#/properties/instance/properties/installation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data21.store !== undefined){
let data24 = data21.store;
const _errs101 = errors;
let valid15 = false;
const _errs102 = errors;
if(typeof data24 !== "string"){
const err96 = {instancePath:instancePath+"/instance/store",schemaPath:"#/properties/instance/properties/store/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if("sqlite" !== data24){
const err97 = {instancePath:instancePath+"/instance/store",schemaPath:"#/properties/instance/properties/store/anyOf/0/const",keyword:"const",params:{allowedValue: "sqlite"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid3 = _errs102 === errors;
valid15 = valid15 || _valid3;
const _errs104 = errors;
if(typeof data24 !== "string"){
const err98 = {instancePath:instancePath+"/instance/store",schemaPath:"#/properties/instance/properties/store/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if("postgres" !== data24){
const err99 = {instancePath:instancePath+"/instance/store",schemaPath:"#/properties/instance/properties/store/anyOf/1/const",keyword:"const",params:{allowedValue: "postgres"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid3 = _errs104 === errors;
valid15 = valid15 || _valid3;
if(!valid15){
const err100 = {instancePath:instancePath+"/instance/store",schemaPath:"#/properties/instance/properties/store/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
else {
errors = _errs101;
if(vErrors !== null){
if(_errs101){
vErrors.length = _errs101;
}
else {
vErrors = null;
}
}
}
}
if(data21.leasesHeld !== undefined){
let data25 = data21.leasesHeld;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err101 = {instancePath:instancePath+"/instance/leasesHeld",schemaPath:"#/properties/instance/properties/leasesHeld/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err102 = {instancePath:instancePath+"/instance/leasesHeld",schemaPath:"#/properties/instance/properties/leasesHeld/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
if(data21.leases !== undefined){
let data26 = data21.leases;
if(Array.isArray(data26)){
const len1 = data26.length;
for(let i2=0; i2<len1; i2++){
let data27 = data26[i2];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.session === undefined){
const err103 = {instancePath:instancePath+"/instance/leases/" + i2,schemaPath:"#/properties/instance/properties/leases/items/required",keyword:"required",params:{missingProperty: "session"},message:"must have required property '"+"session"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data27.token === undefined){
const err104 = {instancePath:instancePath+"/instance/leases/" + i2,schemaPath:"#/properties/instance/properties/leases/items/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(data27.expiresAt === undefined){
const err105 = {instancePath:instancePath+"/instance/leases/" + i2,schemaPath:"#/properties/instance/properties/leases/items/required",keyword:"required",params:{missingProperty: "expiresAt"},message:"must have required property '"+"expiresAt"+"'"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
for(const key6 in data27){
if(!(((key6 === "session") || (key6 === "token")) || (key6 === "expiresAt"))){
const err106 = {instancePath:instancePath+"/instance/leases/" + i2,schemaPath:"#/properties/instance/properties/leases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data27.session !== undefined){
let data28 = data27.session;
if(typeof data28 === "string"){
if(func1(data28) < 1){
const err107 = {instancePath:instancePath+"/instance/leases/" + i2+"/session",schemaPath:"#/properties/instance/properties/leases/items/properties/session/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
else {
const err108 = {instancePath:instancePath+"/instance/leases/" + i2+"/session",schemaPath:"#/properties/instance/properties/leases/items/properties/session/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data27.token !== undefined){
let data29 = data27.token;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err109 = {instancePath:instancePath+"/instance/leases/" + i2+"/token",schemaPath:"#/properties/instance/properties/leases/items/properties/token/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 1 || isNaN(data29)){
const err110 = {instancePath:instancePath+"/instance/leases/" + i2+"/token",schemaPath:"#/properties/instance/properties/leases/items/properties/token/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
if(data27.expiresAt !== undefined){
let data30 = data27.expiresAt;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err111 = {instancePath:instancePath+"/instance/leases/" + i2+"/expiresAt",schemaPath:"#/properties/instance/properties/leases/items/properties/expiresAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
const err112 = {instancePath:instancePath+"/instance/leases/" + i2+"/expiresAt",schemaPath:"#/properties/instance/properties/leases/items/properties/expiresAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
}
else {
const err113 = {instancePath:instancePath+"/instance/leases/" + i2,schemaPath:"#/properties/instance/properties/leases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
else {
const err114 = {instancePath:instancePath+"/instance/leases",schemaPath:"#/properties/instance/properties/leases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data21.instancesAlive !== undefined){
let data31 = data21.instancesAlive;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err115 = {instancePath:instancePath+"/instance/instancesAlive",schemaPath:"#/properties/instance/properties/instancesAlive/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 1 || isNaN(data31)){
const err116 = {instancePath:instancePath+"/instance/instancesAlive",schemaPath:"#/properties/instance/properties/instancesAlive/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
}
}
else {
const err117 = {instancePath:instancePath+"/instance",schemaPath:"#/properties/instance/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data.consumerLease !== undefined){
let data32 = data.consumerLease;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.state === undefined){
const err118 = {instancePath:instancePath+"/consumerLease",schemaPath:"#/properties/consumerLease/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
for(const key7 in data32){
if(!((key7 === "state") || (key7 === "holder"))){
const err119 = {instancePath:instancePath+"/consumerLease",schemaPath:"#/properties/consumerLease/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data32.state !== undefined){
let data33 = data32.state;
const _errs125 = errors;
let valid20 = false;
const _errs126 = errors;
if(typeof data33 !== "string"){
const err120 = {instancePath:instancePath+"/consumerLease/state",schemaPath:"#/properties/consumerLease/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if("held" !== data33){
const err121 = {instancePath:instancePath+"/consumerLease/state",schemaPath:"#/properties/consumerLease/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "held"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var _valid4 = _errs126 === errors;
valid20 = valid20 || _valid4;
const _errs128 = errors;
if(typeof data33 !== "string"){
const err122 = {instancePath:instancePath+"/consumerLease/state",schemaPath:"#/properties/consumerLease/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if("held-elsewhere" !== data33){
const err123 = {instancePath:instancePath+"/consumerLease/state",schemaPath:"#/properties/consumerLease/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "held-elsewhere"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var _valid4 = _errs128 === errors;
valid20 = valid20 || _valid4;
if(!valid20){
const err124 = {instancePath:instancePath+"/consumerLease/state",schemaPath:"#/properties/consumerLease/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
else {
errors = _errs125;
if(vErrors !== null){
if(_errs125){
vErrors.length = _errs125;
}
else {
vErrors = null;
}
}
}
}
if(data32.holder !== undefined){
if(typeof data32.holder !== "string"){
const err125 = {instancePath:instancePath+"/consumerLease/holder",schemaPath:"#/properties/consumerLease/properties/holder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
else {
const err126 = {instancePath:instancePath+"/consumerLease",schemaPath:"#/properties/consumerLease/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
else {
const err127 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlSession = validate34;
const schema50 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/session.schema.json","title":"Session","description":"Content-free projection of one session: the binding of one conversation to one host thread.","type":"object","required":["sessionId","conversation","kind","state","queuedTurns","turnCount","createdAt","updatedAt"],"properties":{"sessionId":{"type":"string","minLength":1},"conversation":{"$ref":"https://larkspur.dev/spec/control/conversation.schema.json"},"kind":{"anyOf":[{"type":"string","const":"managed","description":"Its turns run on a host thread the implementation drives."},{"type":"string","const":"attached","description":"An already-running host session claims its input (AS-001); see GET /v1/attached."}]},"closed":{"type":"boolean","description":"true once the conversation moved on: /new started a fresh session, or the attached session was closed. Its conversation routes elsewhere."},"hostThreadId":{"type":"string","minLength":1,"description":"The host thread of the session; absent until its first turn starts."},"state":{"anyOf":[{"type":"string","const":"idle"},{"type":"string","const":"busy"}],"description":"busy while one of its turns runs on the host."},"activeTurnId":{"type":"string","minLength":1,"description":"The running turn, when busy."},"queuedTurns":{"type":"integer","minimum":0,"description":"Turns admitted and waiting for this session."},"turnCount":{"type":"integer","minimum":0,"description":"Every turn the session has had, in any state."},"createdAt":{"type":"string","description":"ISO 8601."},"updatedAt":{"type":"string","description":"ISO 8601."}},"additionalProperties":false};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/session.schema.json" */;
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
if(data.kind === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
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
if(data.queuedTurns === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queuedTurns"},message:"must have required property '"+"queuedTurns"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.turnCount === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turnCount"},message:"must have required property '"+"turnCount"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.createdAt === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.updatedAt === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func13.call(schema50.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data0 = data.sessionId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err9 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.conversation !== undefined){
let data1 = data.conversation;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.chatId === undefined){
const err11 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/required",keyword:"required",params:{missingProperty: "chatId"},message:"must have required property '"+"chatId"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.chatType === undefined){
const err12 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/required",keyword:"required",params:{missingProperty: "chatType"},message:"must have required property '"+"chatType"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "chatId") || (key1 === "chatType")) || (key1 === "topicId"))){
const err13 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.chatId !== undefined){
let data2 = data1.chatId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err14 = {instancePath:instancePath+"/conversation/chatId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/conversation/chatId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
const err16 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("p2p" !== data3){
const err17 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/0/const",keyword:"const",params:{allowedValue: "p2p"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
const _errs14 = errors;
if(typeof data3 !== "string"){
const err18 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("group" !== data3){
const err19 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/1/const",keyword:"const",params:{allowedValue: "group"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err20 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
const err21 = {instancePath:instancePath+"/conversation/topicId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/topicId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/conversation/topicId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/topicId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err23 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.kind !== undefined){
let data5 = data.kind;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err24 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("managed" !== data5){
const err25 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/0/const",keyword:"const",params:{allowedValue: "managed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(typeof data5 !== "string"){
const err26 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("attached" !== data5){
const err27 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/1/const",keyword:"const",params:{allowedValue: "attached"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err28 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.closed !== undefined){
if(typeof data.closed !== "boolean"){
const err29 = {instancePath:instancePath+"/closed",schemaPath:"#/properties/closed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.hostThreadId !== undefined){
let data7 = data.hostThreadId;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err30 = {instancePath:instancePath+"/hostThreadId",schemaPath:"#/properties/hostThreadId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err31 = {instancePath:instancePath+"/hostThreadId",schemaPath:"#/properties/hostThreadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.state !== undefined){
let data8 = data.state;
const _errs29 = errors;
let valid5 = false;
const _errs30 = errors;
if(typeof data8 !== "string"){
const err32 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("idle" !== data8){
const err33 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "idle"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid2 = _errs30 === errors;
valid5 = valid5 || _valid2;
const _errs32 = errors;
if(typeof data8 !== "string"){
const err34 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if("busy" !== data8){
const err35 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "busy"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err36 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
if(data.activeTurnId !== undefined){
let data9 = data.activeTurnId;
if(typeof data9 === "string"){
if(func1(data9) < 1){
const err37 = {instancePath:instancePath+"/activeTurnId",schemaPath:"#/properties/activeTurnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/activeTurnId",schemaPath:"#/properties/activeTurnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.queuedTurns !== undefined){
let data10 = data.queuedTurns;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err39 = {instancePath:instancePath+"/queuedTurns",schemaPath:"#/properties/queuedTurns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err40 = {instancePath:instancePath+"/queuedTurns",schemaPath:"#/properties/queuedTurns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.turnCount !== undefined){
let data11 = data.turnCount;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err41 = {instancePath:instancePath+"/turnCount",schemaPath:"#/properties/turnCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err42 = {instancePath:instancePath+"/turnCount",schemaPath:"#/properties/turnCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err43 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.updatedAt !== undefined){
if(typeof data.updatedAt !== "string"){
const err44 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlSessionInput = validate35;
const schema52 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/session-input.schema.json","title":"Session input","description":"Content-free projection of one input sent to a session through the control API, and the answer to sending it.","type":"object","required":["inputId","clientInputId","sessionId","mode","state","chars","createdAt","updatedAt"],"properties":{"inputId":{"type":"string","minLength":1},"clientInputId":{"type":"string","minLength":1},"sessionId":{"type":"string","minLength":1},"mode":{"anyOf":[{"type":"string","const":"queue","description":"Persist now and inject at a later turn start of the session, without interrupting the current turn. It starts no turn of its own."},{"type":"string","const":"inbox","description":"Persist for the agent to read explicitly; never injected into a turn."},{"type":"string","const":"steer","description":"Steer the exact turn running now (turn/steer with its expectedTurnId). A refusal is a failure, never downgraded to queue."}],"description":"The delivery mode of an input to a session (AD-008)."},"state":{"anyOf":[{"type":"string","const":"pending","description":"queue: persisted, waiting for the next turn start of the session."},{"type":"string","const":"injected","description":"queue: part of the input of turn `turnId` — in an attached session, its own turn in the queue the host claims from (AS-002)."},{"type":"string","const":"inboxed","description":"inbox: persisted for the agent to read."},{"type":"string","const":"steered","description":"steer: the host took it into the running turn `turnId`."},{"type":"string","const":"failed","description":"steer: refused, or no turn was running; in an attached session, a steer or inbox input (no live transport) or input to a closed session. It is not queued instead."}]},"turnId":{"type":"string","minLength":1,"description":"The turn it went into (injected, steered) or was meant for (failed steer)."},"errorCode":{"type":"string","pattern":"^[A-Z][A-Z0-9_]*$","description":"Why it failed: STEER_REJECTED, NO_ACTIVE_TURN; for an attached session LIVE_STEERING_UNAVAILABLE, INBOX_UNAVAILABLE, SESSION_CLOSED (AS-007)."},"chars":{"type":"integer","minimum":1,"description":"Its length in characters; the text itself is not projected."},"createdAt":{"type":"string","description":"ISO 8601."},"updatedAt":{"type":"string","description":"ISO 8601."}},"additionalProperties":false};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/session-input.schema.json" */;
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
if(data.inputId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inputId"},message:"must have required property '"+"inputId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.clientInputId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clientInputId"},message:"must have required property '"+"clientInputId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sessionId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sessionId"},message:"must have required property '"+"sessionId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.mode === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.state === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.chars === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chars"},message:"must have required property '"+"chars"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.createdAt === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.updatedAt === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func13.call(schema52.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.inputId !== undefined){
let data0 = data.inputId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err9 = {instancePath:instancePath+"/inputId",schemaPath:"#/properties/inputId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/inputId",schemaPath:"#/properties/inputId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.clientInputId !== undefined){
let data1 = data.clientInputId;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err11 = {instancePath:instancePath+"/clientInputId",schemaPath:"#/properties/clientInputId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/clientInputId",schemaPath:"#/properties/clientInputId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data2 = data.sessionId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err13 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.mode !== undefined){
let data3 = data.mode;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err15 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("queue" !== data3){
const err16 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf/0/const",keyword:"const",params:{allowedValue: "queue"},message:"must be equal to constant"};
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
const err17 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("inbox" !== data3){
const err18 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf/1/const",keyword:"const",params:{allowedValue: "inbox"},message:"must be equal to constant"};
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
const _errs14 = errors;
if(typeof data3 !== "string"){
const err19 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("steer" !== data3){
const err20 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf/2/const",keyword:"const",params:{allowedValue: "steer"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err21 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
if(data.state !== undefined){
let data4 = data.state;
const _errs17 = errors;
let valid2 = false;
const _errs18 = errors;
if(typeof data4 !== "string"){
const err22 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("pending" !== data4){
const err23 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "pending"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid2 = valid2 || _valid1;
const _errs20 = errors;
if(typeof data4 !== "string"){
const err24 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("injected" !== data4){
const err25 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "injected"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid2 = valid2 || _valid1;
const _errs22 = errors;
if(typeof data4 !== "string"){
const err26 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("inboxed" !== data4){
const err27 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/2/const",keyword:"const",params:{allowedValue: "inboxed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid2 = valid2 || _valid1;
const _errs24 = errors;
if(typeof data4 !== "string"){
const err28 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("steered" !== data4){
const err29 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/3/const",keyword:"const",params:{allowedValue: "steered"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid2 = valid2 || _valid1;
const _errs26 = errors;
if(typeof data4 !== "string"){
const err30 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if("failed" !== data4){
const err31 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/4/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err32 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.turnId !== undefined){
let data5 = data.turnId;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err33 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.errorCode !== undefined){
let data6 = data.errorCode;
if(typeof data6 === "string"){
if(!pattern13.test(data6)){
const err35 = {instancePath:instancePath+"/errorCode",schemaPath:"#/properties/errorCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Z0-9_]*$"},message:"must match pattern \""+"^[A-Z][A-Z0-9_]*$"+"\""};
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
const err36 = {instancePath:instancePath+"/errorCode",schemaPath:"#/properties/errorCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.chars !== undefined){
let data7 = data.chars;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err37 = {instancePath:instancePath+"/chars",schemaPath:"#/properties/chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err38 = {instancePath:instancePath+"/chars",schemaPath:"#/properties/chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err39 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.updatedAt !== undefined){
if(typeof data.updatedAt !== "string"){
const err40 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlSessionInputList = validate36;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/session-input-list.schema.json","title":"Session input list","description":"GET /v1/sessions/{sessionId}/inputs.","type":"object","required":["inputs"],"properties":{"inputs":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/session-input.schema.json"},"description":"Oldest first."}},"additionalProperties":false};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/session-input-list.schema.json" */;
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
if(data.inputs === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inputs"},message:"must have required property '"+"inputs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "inputs")){
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
if(data.inputs !== undefined){
let data0 = data.inputs;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.inputId === undefined){
const err2 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/required",keyword:"required",params:{missingProperty: "inputId"},message:"must have required property '"+"inputId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.clientInputId === undefined){
const err3 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/required",keyword:"required",params:{missingProperty: "clientInputId"},message:"must have required property '"+"clientInputId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.sessionId === undefined){
const err4 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/required",keyword:"required",params:{missingProperty: "sessionId"},message:"must have required property '"+"sessionId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.mode === undefined){
const err5 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.state === undefined){
const err6 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.chars === undefined){
const err7 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/required",keyword:"required",params:{missingProperty: "chars"},message:"must have required property '"+"chars"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.createdAt === undefined){
const err8 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.updatedAt === undefined){
const err9 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data1){
if(!(func13.call(schema52.properties, key1))){
const err10 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.inputId !== undefined){
let data2 = data1.inputId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/inputs/" + i0+"/inputId",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/inputId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/inputs/" + i0+"/inputId",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/inputId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.clientInputId !== undefined){
let data3 = data1.clientInputId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/inputs/" + i0+"/clientInputId",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/clientInputId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/inputs/" + i0+"/clientInputId",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/clientInputId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.sessionId !== undefined){
let data4 = data1.sessionId;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err15 = {instancePath:instancePath+"/inputs/" + i0+"/sessionId",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/inputs/" + i0+"/sessionId",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.mode !== undefined){
let data5 = data1.mode;
const _errs15 = errors;
let valid5 = false;
const _errs16 = errors;
if(typeof data5 !== "string"){
const err17 = {instancePath:instancePath+"/inputs/" + i0+"/mode",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/mode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("queue" !== data5){
const err18 = {instancePath:instancePath+"/inputs/" + i0+"/mode",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/mode/anyOf/0/const",keyword:"const",params:{allowedValue: "queue"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid5 = valid5 || _valid0;
const _errs18 = errors;
if(typeof data5 !== "string"){
const err19 = {instancePath:instancePath+"/inputs/" + i0+"/mode",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/mode/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("inbox" !== data5){
const err20 = {instancePath:instancePath+"/inputs/" + i0+"/mode",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/mode/anyOf/1/const",keyword:"const",params:{allowedValue: "inbox"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid5 = valid5 || _valid0;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err21 = {instancePath:instancePath+"/inputs/" + i0+"/mode",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/mode/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("steer" !== data5){
const err22 = {instancePath:instancePath+"/inputs/" + i0+"/mode",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/mode/anyOf/2/const",keyword:"const",params:{allowedValue: "steer"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err23 = {instancePath:instancePath+"/inputs/" + i0+"/mode",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/mode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data1.state !== undefined){
let data6 = data1.state;
const _errs23 = errors;
let valid6 = false;
const _errs24 = errors;
if(typeof data6 !== "string"){
const err24 = {instancePath:instancePath+"/inputs/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("pending" !== data6){
const err25 = {instancePath:instancePath+"/inputs/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "pending"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid6 = valid6 || _valid1;
const _errs26 = errors;
if(typeof data6 !== "string"){
const err26 = {instancePath:instancePath+"/inputs/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("injected" !== data6){
const err27 = {instancePath:instancePath+"/inputs/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "injected"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid6 = valid6 || _valid1;
const _errs28 = errors;
if(typeof data6 !== "string"){
const err28 = {instancePath:instancePath+"/inputs/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/state/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("inboxed" !== data6){
const err29 = {instancePath:instancePath+"/inputs/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/state/anyOf/2/const",keyword:"const",params:{allowedValue: "inboxed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid1 = _errs28 === errors;
valid6 = valid6 || _valid1;
const _errs30 = errors;
if(typeof data6 !== "string"){
const err30 = {instancePath:instancePath+"/inputs/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/state/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if("steered" !== data6){
const err31 = {instancePath:instancePath+"/inputs/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/state/anyOf/3/const",keyword:"const",params:{allowedValue: "steered"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs30 === errors;
valid6 = valid6 || _valid1;
const _errs32 = errors;
if(typeof data6 !== "string"){
const err32 = {instancePath:instancePath+"/inputs/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/state/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("failed" !== data6){
const err33 = {instancePath:instancePath+"/inputs/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/state/anyOf/4/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid1 = _errs32 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err34 = {instancePath:instancePath+"/inputs/" + i0+"/state",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data1.turnId !== undefined){
let data7 = data1.turnId;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err35 = {instancePath:instancePath+"/inputs/" + i0+"/turnId",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/turnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err36 = {instancePath:instancePath+"/inputs/" + i0+"/turnId",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data1.errorCode !== undefined){
let data8 = data1.errorCode;
if(typeof data8 === "string"){
if(!pattern13.test(data8)){
const err37 = {instancePath:instancePath+"/inputs/" + i0+"/errorCode",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/errorCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Z0-9_]*$"},message:"must match pattern \""+"^[A-Z][A-Z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/inputs/" + i0+"/errorCode",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/errorCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data1.chars !== undefined){
let data9 = data1.chars;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err39 = {instancePath:instancePath+"/inputs/" + i0+"/chars",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/inputs/" + i0+"/chars",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.createdAt !== undefined){
if(typeof data1.createdAt !== "string"){
const err41 = {instancePath:instancePath+"/inputs/" + i0+"/createdAt",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data1.updatedAt !== undefined){
if(typeof data1.updatedAt !== "string"){
const err42 = {instancePath:instancePath+"/inputs/" + i0+"/updatedAt",schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"https://larkspur.dev/spec/control/session-input.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlSessionInputRequest = validate37;
const schema55 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/session-input-request.schema.json","title":"Input to a session","description":"POST /v1/sessions/{sessionId}/inputs: a web message to a session with its delivery mode.","type":"object","required":["clientInputId","mode","text"],"properties":{"clientInputId":{"type":"string","minLength":1,"maxLength":128,"description":"Chosen by the sender, unique per session. Sending the same id again returns the first answer and delivers nothing twice, so a lost answer can be asked again safely."},"mode":{"anyOf":[{"type":"string","const":"queue","description":"Persist now and inject at a later turn start of the session, without interrupting the current turn. It starts no turn of its own."},{"type":"string","const":"inbox","description":"Persist for the agent to read explicitly; never injected into a turn."},{"type":"string","const":"steer","description":"Steer the exact turn running now (turn/steer with its expectedTurnId). A refusal is a failure, never downgraded to queue."}],"description":"The delivery mode of an input to a session (AD-008)."},"text":{"type":"string","minLength":1,"description":"The input. Bounded by the inputCharLimit knob (AD-007)."}},"additionalProperties":false};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/session-input-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.clientInputId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clientInputId"},message:"must have required property '"+"clientInputId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.mode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.text === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "clientInputId") || (key0 === "mode")) || (key0 === "text"))){
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
if(data.clientInputId !== undefined){
let data0 = data.clientInputId;
if(typeof data0 === "string"){
if(func1(data0) > 128){
const err4 = {instancePath:instancePath+"/clientInputId",schemaPath:"#/properties/clientInputId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/clientInputId",schemaPath:"#/properties/clientInputId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/clientInputId",schemaPath:"#/properties/clientInputId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.mode !== undefined){
let data1 = data.mode;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("queue" !== data1){
const err8 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf/0/const",keyword:"const",params:{allowedValue: "queue"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data1 !== "string"){
const err9 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("inbox" !== data1){
const err10 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf/1/const",keyword:"const",params:{allowedValue: "inbox"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(typeof data1 !== "string"){
const err11 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("steer" !== data1){
const err12 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf/2/const",keyword:"const",params:{allowedValue: "steer"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err13 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
if(data.text !== undefined){
let data2 = data.text;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err14 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlSessionList = validate38;
const schema56 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/session-list.schema.json","title":"Session list","description":"GET /v1/sessions.","type":"object","required":["sessions"],"properties":{"sessions":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/session.schema.json"},"description":"Oldest first."}},"additionalProperties":false};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/session-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
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
if(!(validate34(data0[i0], {instancePath:instancePath+"/sessions/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
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
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlSource = validate40;
const schema57 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/source.schema.json","title":"Inbox source","description":"Content-free projection of one source (one inbound provider message) in the inbox: its state, the events that carried it, what admission made of it, and the delivery journal of what the user was sent.","type":"object","required":["providerMessageId","eventIds","receiveCount","state","conversation","deliveries","receivedAt"],"properties":{"providerMessageId":{"type":"string","minLength":1},"eventIds":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true,"description":"Every provider event id seen for this message, first seen first."},"receiveCount":{"type":"integer","minimum":1,"description":"How many times the provider delivered it (redeliveries included). Never makes a second admission."},"state":{"anyOf":[{"type":"string","const":"received","description":"Durably in the inbox and acknowledged; not admitted yet."},{"type":"string","const":"queued","description":"Admitted as a turn that waits for its session."},{"type":"string","const":"running","description":"Its turn runs on the host, or its answer is being delivered."},{"type":"string","const":"waiting","description":"Admitted to an attached session: waits for its host to claim and complete it (AS-002); its answer is then delivered."},{"type":"string","const":"answered","description":"Its final answer (or command reply, or refusal) was delivered and read back."},{"type":"string","const":"ignored","description":"Not admitted and not answered: the bot's own or another bot's message, or a group message not addressed to the bot."},{"type":"string","const":"failed","description":"Delivery failed after retries bounded in time (DE-009); not answered."}]},"conversation":{"$ref":"https://larkspur.dev/spec/control/conversation.schema.json"},"admission":{"type":"object","required":["outcome"],"properties":{"outcome":{"anyOf":[{"type":"string","const":"turn","description":"Became a turn of its session."},{"type":"string","const":"command","description":"A control command (stop, status, new, help), taken from this message alone, ahead of the queue (AD-009)."},{"type":"string","const":"ignored","description":"Not admitted; see reason."},{"type":"string","const":"refused","description":"Not admitted; the user was told why."}]},"reason":{"type":"string","pattern":"^[a-z][a-z0-9-]*$","description":"With ignored: own-message, bot-message, not-addressed. With refused: unsupported-type, malformed, empty-input, input-too-long, too-many-pending."},"command":{"anyOf":[{"type":"string","const":"stop"},{"type":"string","const":"status"},{"type":"string","const":"new"},{"type":"string","const":"help"}]}},"additionalProperties":false,"description":"Absent while the source waits in the inbox."},"sessionId":{"type":"string","minLength":1},"turnId":{"type":"string","minLength":1},"deliveries":{"type":"array","items":{"type":"object","required":["kind","state","attempts"],"properties":{"kind":{"anyOf":[{"type":"string","const":"reaction","description":"Processing feedback on the source (DE-001)."},{"type":"string","const":"queued-feedback","description":"The post telling a busy session's user the source is queued and its position (AD-003)."},{"type":"string","const":"progress","description":"The provisional progress post of a running turn (DE-002); the answer later replaces its content."},{"type":"string","const":"answer","description":"The bot-owned post that carries the final answer of the turn (DE-003)."},{"type":"string","const":"continuation","description":"A further message of an answer over the provider size limit."},{"type":"string","const":"command-reply","description":"The reply to a control command."},{"type":"string","const":"refusal","description":"The explicit reason a source was not admitted (AD-007, AD-010)."},{"type":"string","const":"failure-notice","description":"The explicit, classified failure that replaces the turn's provisional post when its answer could not be delivered (DE-009)."}]},"state":{"anyOf":[{"type":"string","const":"pending","description":"Not attempted yet, or attempted with the outcome not known yet."},{"type":"string","const":"sent","description":"The provider accepted it; not read back yet."},{"type":"string","const":"read-back","description":"Read back from the provider and equal to what was meant (DE-004)."},{"type":"string","const":"failed","description":"Failed for good: a fault the provider will not get over, or transient faults past the retry bound in time (DE-009)."}]},"messageId":{"type":"string","minLength":1,"description":"The provider message id of the bot message, once known."},"attempts":{"type":"integer","minimum":0},"errorCode":{"type":"string","description":"The last provider error code or local error code; never provider prose."}},"additionalProperties":false},"description":"The delivery journal of this source, oldest first."},"receivedAt":{"type":"string","description":"ISO 8601; first receipt."},"admittedAt":{"type":"string","description":"ISO 8601."},"answeredAt":{"type":"string","description":"ISO 8601; when the answer was read back."}},"additionalProperties":false};
const pattern16 = new RegExp("^[a-z][a-z0-9-]*$", "u");

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/source.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
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
if(!(func13.call(schema57.properties, key0))){
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
if("waiting" !== data4){
const err23 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/3/const",keyword:"const",params:{allowedValue: "waiting"},message:"must be equal to constant"};
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
if("answered" !== data4){
const err25 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/4/const",keyword:"const",params:{allowedValue: "answered"},message:"must be equal to constant"};
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
if("ignored" !== data4){
const err27 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/5/const",keyword:"const",params:{allowedValue: "ignored"},message:"must be equal to constant"};
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
const _errs24 = errors;
if(typeof data4 !== "string"){
const err28 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("failed" !== data4){
const err29 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/6/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err30 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
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
const err31 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/required",keyword:"required",params:{missingProperty: "chatId"},message:"must have required property '"+"chatId"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data5.chatType === undefined){
const err32 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/required",keyword:"required",params:{missingProperty: "chatType"},message:"must have required property '"+"chatType"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key1 in data5){
if(!(((key1 === "chatId") || (key1 === "chatType")) || (key1 === "topicId"))){
const err33 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data5.chatId !== undefined){
let data6 = data5.chatId;
if(typeof data6 === "string"){
if(func1(data6) < 1){
const err34 = {instancePath:instancePath+"/conversation/chatId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/conversation/chatId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data5.chatType !== undefined){
let data7 = data5.chatType;
const _errs33 = errors;
let valid7 = false;
const _errs34 = errors;
if(typeof data7 !== "string"){
const err36 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if("p2p" !== data7){
const err37 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/0/const",keyword:"const",params:{allowedValue: "p2p"},message:"must be equal to constant"};
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
const _errs36 = errors;
if(typeof data7 !== "string"){
const err38 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if("group" !== data7){
const err39 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf/1/const",keyword:"const",params:{allowedValue: "group"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid1 = _errs36 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err40 = {instancePath:instancePath+"/conversation/chatType",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/chatType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
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
if(data5.topicId !== undefined){
let data8 = data5.topicId;
if(typeof data8 === "string"){
if(func1(data8) < 1){
const err41 = {instancePath:instancePath+"/conversation/topicId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/topicId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err42 = {instancePath:instancePath+"/conversation/topicId",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/properties/topicId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/conversation",schemaPath:"https://larkspur.dev/spec/control/conversation.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.admission !== undefined){
let data9 = data.admission;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.outcome === undefined){
const err44 = {instancePath:instancePath+"/admission",schemaPath:"#/properties/admission/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key2 in data9){
if(!(((key2 === "outcome") || (key2 === "reason")) || (key2 === "command"))){
const err45 = {instancePath:instancePath+"/admission",schemaPath:"#/properties/admission/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data9.outcome !== undefined){
let data10 = data9.outcome;
const _errs44 = errors;
let valid9 = false;
const _errs45 = errors;
if(typeof data10 !== "string"){
const err46 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if("turn" !== data10){
const err47 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/0/const",keyword:"const",params:{allowedValue: "turn"},message:"must be equal to constant"};
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
const err48 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if("command" !== data10){
const err49 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/1/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
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
const err50 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if("ignored" !== data10){
const err51 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/2/const",keyword:"const",params:{allowedValue: "ignored"},message:"must be equal to constant"};
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
const _errs51 = errors;
if(typeof data10 !== "string"){
const err52 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if("refused" !== data10){
const err53 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf/3/const",keyword:"const",params:{allowedValue: "refused"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid2 = _errs51 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const err54 = {instancePath:instancePath+"/admission/outcome",schemaPath:"#/properties/admission/properties/outcome/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
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
if(!pattern16.test(data11)){
const err55 = {instancePath:instancePath+"/admission/reason",schemaPath:"#/properties/admission/properties/reason/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/admission/reason",schemaPath:"#/properties/admission/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data9.command !== undefined){
let data12 = data9.command;
const _errs56 = errors;
let valid10 = false;
const _errs57 = errors;
if(typeof data12 !== "string"){
const err57 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if("stop" !== data12){
const err58 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf/0/const",keyword:"const",params:{allowedValue: "stop"},message:"must be equal to constant"};
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
const _errs59 = errors;
if(typeof data12 !== "string"){
const err59 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if("status" !== data12){
const err60 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf/1/const",keyword:"const",params:{allowedValue: "status"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid3 = _errs59 === errors;
valid10 = valid10 || _valid3;
const _errs61 = errors;
if(typeof data12 !== "string"){
const err61 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if("new" !== data12){
const err62 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf/2/const",keyword:"const",params:{allowedValue: "new"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid3 = _errs61 === errors;
valid10 = valid10 || _valid3;
const _errs63 = errors;
if(typeof data12 !== "string"){
const err63 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if("help" !== data12){
const err64 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf/3/const",keyword:"const",params:{allowedValue: "help"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid3 = _errs63 === errors;
valid10 = valid10 || _valid3;
if(!valid10){
const err65 = {instancePath:instancePath+"/admission/command",schemaPath:"#/properties/admission/properties/command/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err66 = {instancePath:instancePath+"/admission",schemaPath:"#/properties/admission/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data13 = data.sessionId;
if(typeof data13 === "string"){
if(func1(data13) < 1){
const err67 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.turnId !== undefined){
let data14 = data.turnId;
if(typeof data14 === "string"){
if(func1(data14) < 1){
const err69 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
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
const err71 = {instancePath:instancePath+"/deliveries/" + i2,schemaPath:"#/properties/deliveries/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data16.state === undefined){
const err72 = {instancePath:instancePath+"/deliveries/" + i2,schemaPath:"#/properties/deliveries/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data16.attempts === undefined){
const err73 = {instancePath:instancePath+"/deliveries/" + i2,schemaPath:"#/properties/deliveries/items/required",keyword:"required",params:{missingProperty: "attempts"},message:"must have required property '"+"attempts"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
for(const key3 in data16){
if(!(((((key3 === "kind") || (key3 === "state")) || (key3 === "messageId")) || (key3 === "attempts")) || (key3 === "errorCode"))){
const err74 = {instancePath:instancePath+"/deliveries/" + i2,schemaPath:"#/properties/deliveries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data16.kind !== undefined){
let data17 = data16.kind;
const _errs75 = errors;
let valid14 = false;
const _errs76 = errors;
if(typeof data17 !== "string"){
const err75 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if("reaction" !== data17){
const err76 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/0/const",keyword:"const",params:{allowedValue: "reaction"},message:"must be equal to constant"};
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
const err77 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if("queued-feedback" !== data17){
const err78 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/1/const",keyword:"const",params:{allowedValue: "queued-feedback"},message:"must be equal to constant"};
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
const err79 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if("progress" !== data17){
const err80 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/2/const",keyword:"const",params:{allowedValue: "progress"},message:"must be equal to constant"};
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
const _errs82 = errors;
if(typeof data17 !== "string"){
const err81 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if("answer" !== data17){
const err82 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/3/const",keyword:"const",params:{allowedValue: "answer"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid4 = _errs82 === errors;
valid14 = valid14 || _valid4;
const _errs84 = errors;
if(typeof data17 !== "string"){
const err83 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if("continuation" !== data17){
const err84 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/4/const",keyword:"const",params:{allowedValue: "continuation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid4 = _errs84 === errors;
valid14 = valid14 || _valid4;
const _errs86 = errors;
if(typeof data17 !== "string"){
const err85 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if("command-reply" !== data17){
const err86 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/5/const",keyword:"const",params:{allowedValue: "command-reply"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid4 = _errs86 === errors;
valid14 = valid14 || _valid4;
const _errs88 = errors;
if(typeof data17 !== "string"){
const err87 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if("refusal" !== data17){
const err88 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/6/const",keyword:"const",params:{allowedValue: "refusal"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid4 = _errs88 === errors;
valid14 = valid14 || _valid4;
const _errs90 = errors;
if(typeof data17 !== "string"){
const err89 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if("failure-notice" !== data17){
const err90 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf/7/const",keyword:"const",params:{allowedValue: "failure-notice"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid4 = _errs90 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err91 = {instancePath:instancePath+"/deliveries/" + i2+"/kind",schemaPath:"#/properties/deliveries/items/properties/kind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
}
if(data16.state !== undefined){
let data18 = data16.state;
const _errs93 = errors;
let valid15 = false;
const _errs94 = errors;
if(typeof data18 !== "string"){
const err92 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if("pending" !== data18){
const err93 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "pending"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var _valid5 = _errs94 === errors;
valid15 = valid15 || _valid5;
const _errs96 = errors;
if(typeof data18 !== "string"){
const err94 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if("sent" !== data18){
const err95 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "sent"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid5 = _errs96 === errors;
valid15 = valid15 || _valid5;
const _errs98 = errors;
if(typeof data18 !== "string"){
const err96 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if("read-back" !== data18){
const err97 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/2/const",keyword:"const",params:{allowedValue: "read-back"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid5 = _errs98 === errors;
valid15 = valid15 || _valid5;
const _errs100 = errors;
if(typeof data18 !== "string"){
const err98 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if("failed" !== data18){
const err99 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf/3/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid5 = _errs100 === errors;
valid15 = valid15 || _valid5;
if(!valid15){
const err100 = {instancePath:instancePath+"/deliveries/" + i2+"/state",schemaPath:"#/properties/deliveries/items/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
else {
errors = _errs93;
if(vErrors !== null){
if(_errs93){
vErrors.length = _errs93;
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
const err101 = {instancePath:instancePath+"/deliveries/" + i2+"/messageId",schemaPath:"#/properties/deliveries/items/properties/messageId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/deliveries/" + i2+"/messageId",schemaPath:"#/properties/deliveries/items/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data16.attempts !== undefined){
let data20 = data16.attempts;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err103 = {instancePath:instancePath+"/deliveries/" + i2+"/attempts",schemaPath:"#/properties/deliveries/items/properties/attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err104 = {instancePath:instancePath+"/deliveries/" + i2+"/attempts",schemaPath:"#/properties/deliveries/items/properties/attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
if(data16.errorCode !== undefined){
if(typeof data16.errorCode !== "string"){
const err105 = {instancePath:instancePath+"/deliveries/" + i2+"/errorCode",schemaPath:"#/properties/deliveries/items/properties/errorCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/deliveries/" + i2,schemaPath:"#/properties/deliveries/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
else {
const err107 = {instancePath:instancePath+"/deliveries",schemaPath:"#/properties/deliveries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.receivedAt !== undefined){
if(typeof data.receivedAt !== "string"){
const err108 = {instancePath:instancePath+"/receivedAt",schemaPath:"#/properties/receivedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.admittedAt !== undefined){
if(typeof data.admittedAt !== "string"){
const err109 = {instancePath:instancePath+"/admittedAt",schemaPath:"#/properties/admittedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.answeredAt !== undefined){
if(typeof data.answeredAt !== "string"){
const err110 = {instancePath:instancePath+"/answeredAt",schemaPath:"#/properties/answeredAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlStopReceipt = validate41;
const schema59 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/stop-receipt.schema.json","title":"Stop receipt","description":"POST /v1/turns/{turnId}/stop: what the stop did, proven by a fresh thread read (HO-004).","type":"object","required":["turnId","sessionId","outcome","turnState","elapsedMs"],"properties":{"turnId":{"type":"string","minLength":1},"sessionId":{"type":"string","minLength":1},"outcome":{"anyOf":[{"type":"string","const":"stopped","description":"It was running and a fresh thread read shows it no longer active, or it was queued and is cancelled."},{"type":"string","const":"not-running","description":"It had already reached a final state; nothing was done."},{"type":"string","const":"failed","description":"The thread read failed or still showed it active within the stop budget; the host transport was closed."}],"description":"An interrupt acknowledgement alone is never a stop (HO-004)."},"turnState":{"$ref":"https://larkspur.dev/spec/control/turn-state.schema.json"},"readback":{"type":"object","required":["threadStatus","readAt"],"properties":{"threadStatus":{"anyOf":[{"type":"string","const":"notLoaded"},{"type":"string","const":"idle"},{"type":"string","const":"systemError"},{"type":"string","const":"active"}],"description":"thread.status.type of the fresh thread/read."},"activeTurnId":{"type":"string","minLength":1},"readAt":{"type":"string","description":"ISO 8601."}},"additionalProperties":false,"description":"The fresh thread read that proves the stop; absent when none was needed or it failed."},"elapsedMs":{"type":"integer","minimum":0,"description":"From the request to the receipt."}},"additionalProperties":false};
const schema60 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/turn-state.schema.json","title":"Turn state","description":"Where one turn is in its lifecycle on the host. Every state but queued and running is final.","anyOf":[{"type":"string","const":"queued","description":"Admitted; waits for its session to be free."},{"type":"string","const":"running","description":"Started on the host (or being started); no outcome yet."},{"type":"string","const":"completed","description":"The host completed the turn."},{"type":"string","const":"interrupted","description":"Stopped while running; a fresh thread read showed it no longer active."},{"type":"string","const":"cancelled","description":"Stopped or dropped before it started; the host never ran it."},{"type":"string","const":"failed","description":"The host failed the turn, or it could not be started; see error.class."},{"type":"string","const":"timed_out","description":"Passed its idle or hard timeout (HO-006)."},{"type":"string","const":"unknown","description":"Its outcome cannot be known, e.g. the host connection was lost after the start (HO-003, HO-009)."}]};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/stop-receipt.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
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
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlTriggerReceipt = validate42;
const schema61 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/trigger-receipt.schema.json","title":"Trigger receipt","description":"What one turn key dispatched. turnState is an observation of the turn: reading it changes nothing (BM-003).","type":"object","required":["receiptId","sessionId","turnKey","dispatch","turnId","turnState","chars","createdAt","updatedAt"],"properties":{"receiptId":{"type":"string","minLength":1},"sessionId":{"type":"string","minLength":1},"turnKey":{"type":"string","minLength":1},"dispatch":{"anyOf":[{"type":"string","const":"attempting","description":"Written before the host call (BM-002): the turn is queued for the session or its start is being sent. After a restart an attempting receipt whose start may have been sent is reported dispatch_outcome_unknown."},{"type":"string","const":"dispatched","description":"The host answered the turn start."},{"type":"string","const":"not_dispatched","description":"The host refused the start, or never got it (not running, thread unavailable); see errorClass."},{"type":"string","const":"dispatch_outcome_unknown","description":"The connection was lost after the start was submitted: whether the host runs it is unknown, and it is not retried (BM-002). The turn state may still come to show what the host did."},{"type":"string","const":"cancelled","description":"Stopped before it was dispatched (/stop, /new, a stop through the control API)."}]},"turnId":{"type":"string","minLength":1,"description":"The turn it made; its answer is posted into the session's conversation."},"turnState":{"$ref":"https://larkspur.dev/spec/control/turn-state.schema.json"},"errorClass":{"type":"string","pattern":"^[a-z][a-z0-9_]*$","description":"Why it was not dispatched, or how the turn failed (HO-007)."},"chars":{"type":"integer","minimum":1,"description":"Length of the instruction; the text itself is not projected."},"createdAt":{"type":"string","description":"ISO 8601."},"updatedAt":{"type":"string","description":"ISO 8601."}},"additionalProperties":false};
const pattern17 = new RegExp("^[a-z][a-z0-9_]*$", "u");

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/trigger-receipt.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.receiptId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receiptId"},message:"must have required property '"+"receiptId"+"'"};
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
if(data.turnKey === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turnKey"},message:"must have required property '"+"turnKey"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.dispatch === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dispatch"},message:"must have required property '"+"dispatch"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.turnId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.turnState === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turnState"},message:"must have required property '"+"turnState"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.chars === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chars"},message:"must have required property '"+"chars"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.createdAt === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.updatedAt === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func13.call(schema61.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.receiptId !== undefined){
let data0 = data.receiptId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err10 = {instancePath:instancePath+"/receiptId",schemaPath:"#/properties/receiptId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/receiptId",schemaPath:"#/properties/receiptId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.sessionId !== undefined){
let data1 = data.sessionId;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err12 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.turnKey !== undefined){
let data2 = data.turnKey;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err14 = {instancePath:instancePath+"/turnKey",schemaPath:"#/properties/turnKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/turnKey",schemaPath:"#/properties/turnKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.dispatch !== undefined){
let data3 = data.dispatch;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("attempting" !== data3){
const err17 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/anyOf/0/const",keyword:"const",params:{allowedValue: "attempting"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data3 !== "string"){
const err18 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("dispatched" !== data3){
const err19 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/anyOf/1/const",keyword:"const",params:{allowedValue: "dispatched"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
const _errs14 = errors;
if(typeof data3 !== "string"){
const err20 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("not_dispatched" !== data3){
const err21 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/anyOf/2/const",keyword:"const",params:{allowedValue: "not_dispatched"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
const _errs16 = errors;
if(typeof data3 !== "string"){
const err22 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("dispatch_outcome_unknown" !== data3){
const err23 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/anyOf/3/const",keyword:"const",params:{allowedValue: "dispatch_outcome_unknown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
const _errs18 = errors;
if(typeof data3 !== "string"){
const err24 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("cancelled" !== data3){
const err25 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/anyOf/4/const",keyword:"const",params:{allowedValue: "cancelled"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err26 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
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
if(data.turnId !== undefined){
let data4 = data.turnId;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err27 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.turnState !== undefined){
let data5 = data.turnState;
const _errs24 = errors;
let valid3 = false;
const _errs25 = errors;
if(typeof data5 !== "string"){
const err29 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("queued" !== data5){
const err30 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "queued"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
const _errs27 = errors;
if(typeof data5 !== "string"){
const err31 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("running" !== data5){
const err32 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "running"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid3 = valid3 || _valid1;
const _errs29 = errors;
if(typeof data5 !== "string"){
const err33 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if("completed" !== data5){
const err34 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid3 = valid3 || _valid1;
const _errs31 = errors;
if(typeof data5 !== "string"){
const err35 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if("interrupted" !== data5){
const err36 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "interrupted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid1 = _errs31 === errors;
valid3 = valid3 || _valid1;
const _errs33 = errors;
if(typeof data5 !== "string"){
const err37 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if("cancelled" !== data5){
const err38 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/4/const",keyword:"const",params:{allowedValue: "cancelled"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid1 = _errs33 === errors;
valid3 = valid3 || _valid1;
const _errs35 = errors;
if(typeof data5 !== "string"){
const err39 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if("failed" !== data5){
const err40 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/5/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid1 = _errs35 === errors;
valid3 = valid3 || _valid1;
const _errs37 = errors;
if(typeof data5 !== "string"){
const err41 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("timed_out" !== data5){
const err42 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/6/const",keyword:"const",params:{allowedValue: "timed_out"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid1 = _errs37 === errors;
valid3 = valid3 || _valid1;
const _errs39 = errors;
if(typeof data5 !== "string"){
const err43 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if("unknown" !== data5){
const err44 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/7/const",keyword:"const",params:{allowedValue: "unknown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid1 = _errs39 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err45 = {instancePath:instancePath+"/turnState",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data.errorClass !== undefined){
let data6 = data.errorClass;
if(typeof data6 === "string"){
if(!pattern17.test(data6)){
const err46 = {instancePath:instancePath+"/errorClass",schemaPath:"#/properties/errorClass/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]*$"},message:"must match pattern \""+"^[a-z][a-z0-9_]*$"+"\""};
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
const err47 = {instancePath:instancePath+"/errorClass",schemaPath:"#/properties/errorClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.chars !== undefined){
let data7 = data.chars;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err48 = {instancePath:instancePath+"/chars",schemaPath:"#/properties/chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err49 = {instancePath:instancePath+"/chars",schemaPath:"#/properties/chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err50 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.updatedAt !== undefined){
if(typeof data.updatedAt !== "string"){
const err51 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlTriggerReceiptList = validate43;
const schema63 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/trigger-receipt-list.schema.json","title":"Trigger receipts","description":"GET /v1/sessions/{sessionId}/triggers.","type":"object","required":["receipts"],"properties":{"receipts":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/trigger-receipt.schema.json"},"description":"Oldest first."}},"additionalProperties":false};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/trigger-receipt-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.receipts === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receipts"},message:"must have required property '"+"receipts"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "receipts")){
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
if(data.receipts !== undefined){
let data0 = data.receipts;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate42(data0[i0], {instancePath:instancePath+"/receipts/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/receipts",schemaPath:"#/properties/receipts/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlTriggerRequest = validate45;
const schema64 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/trigger-request.schema.json","title":"Trigger a turn","description":"POST /v1/sessions/{sessionId}/triggers: dispatch an instruction as a turn of the session, at most once per turn key.","type":"object","required":["turnKey","instruction"],"properties":{"turnKey":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:@/-]+$","description":"Chosen by the caller for what the turn is about (e.g. a goal state). One key dispatches at most one turn in its session, ever: the same key again returns the first receipt (BM-001). For a deliberate follow-up, choose a new key."},"instruction":{"type":"string","minLength":1,"description":"The bounded instruction, at most inputCharLimit characters (AD-007)."}},"additionalProperties":false};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/trigger-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.turnKey === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turnKey"},message:"must have required property '"+"turnKey"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.instruction === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "instruction"},message:"must have required property '"+"instruction"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "turnKey") || (key0 === "instruction"))){
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
if(data.turnKey !== undefined){
let data0 = data.turnKey;
if(typeof data0 === "string"){
if(func1(data0) > 128){
const err3 = {instancePath:instancePath+"/turnKey",schemaPath:"#/properties/turnKey/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/turnKey",schemaPath:"#/properties/turnKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/turnKey",schemaPath:"#/properties/turnKey/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:@/-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:@/-]+$"+"\""};
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
const err6 = {instancePath:instancePath+"/turnKey",schemaPath:"#/properties/turnKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.instruction !== undefined){
let data1 = data.instruction;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/instruction",schemaPath:"#/properties/instruction/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/instruction",schemaPath:"#/properties/instruction/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlTurn = validate46;
const schema65 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/turn.schema.json","title":"Turn","description":"Content-free projection of one turn: one run of the host (or, in an attached session, one claim of its host) for one admitted input.","type":"object","required":["turnId","sessionId","origin","state","createdAt"],"properties":{"turnId":{"type":"string","minLength":1},"sessionId":{"type":"string","minLength":1},"origin":{"anyOf":[{"type":"string","const":"lark","description":"A Lark message of the conversation: the source it answers."},{"type":"string","const":"web","description":"Web input to an attached session through the control API (AS-002)."},{"type":"string","const":"trigger","description":"A triggered instruction (BM-001)."}],"description":"Where its input came from."},"sourceMessageId":{"type":"string","minLength":1,"description":"For origin lark: the provider message id of the source this turn answers."},"state":{"$ref":"https://larkspur.dev/spec/control/turn-state.schema.json"},"hostTurnId":{"type":"string","minLength":1,"description":"The turn id the host gave; absent until it answered turn/start."},"queuePosition":{"type":"integer","minimum":1,"description":"While queued: 1 means next to run in its session."},"error":{"type":"object","required":["class"],"properties":{"class":{"type":"string","pattern":"^[a-z][a-z0-9_]*$","description":"A classified error (HO-007), e.g. upstream_transport_failure, unclassified. Never upstream prose."}},"additionalProperties":false},"createdAt":{"type":"string","description":"ISO 8601; when it was admitted."},"startedAt":{"type":"string","description":"ISO 8601; when turn/start was sent."},"endedAt":{"type":"string","description":"ISO 8601; when it reached a final state."}},"additionalProperties":false};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/turn.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
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
if(data.origin === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
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
if(!(func13.call(schema65.properties, key0))){
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
if(data.origin !== undefined){
let data2 = data.origin;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("lark" !== data2){
const err11 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf/0/const",keyword:"const",params:{allowedValue: "lark"},message:"must be equal to constant"};
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
const err12 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("web" !== data2){
const err13 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf/1/const",keyword:"const",params:{allowedValue: "web"},message:"must be equal to constant"};
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
const err14 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("trigger" !== data2){
const err15 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf/2/const",keyword:"const",params:{allowedValue: "trigger"},message:"must be equal to constant"};
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
const err16 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data.sourceMessageId !== undefined){
let data3 = data.sourceMessageId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err17 = {instancePath:instancePath+"/sourceMessageId",schemaPath:"#/properties/sourceMessageId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err18 = {instancePath:instancePath+"/sourceMessageId",schemaPath:"#/properties/sourceMessageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.state !== undefined){
let data4 = data.state;
const _errs18 = errors;
let valid3 = false;
const _errs19 = errors;
if(typeof data4 !== "string"){
const err19 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("queued" !== data4){
const err20 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "queued"},message:"must be equal to constant"};
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
if(typeof data4 !== "string"){
const err21 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("running" !== data4){
const err22 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "running"},message:"must be equal to constant"};
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
if(typeof data4 !== "string"){
const err23 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("completed" !== data4){
const err24 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
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
if(typeof data4 !== "string"){
const err25 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("interrupted" !== data4){
const err26 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "interrupted"},message:"must be equal to constant"};
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
if(typeof data4 !== "string"){
const err27 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if("cancelled" !== data4){
const err28 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/4/const",keyword:"const",params:{allowedValue: "cancelled"},message:"must be equal to constant"};
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
if(typeof data4 !== "string"){
const err29 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("failed" !== data4){
const err30 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/5/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
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
if(typeof data4 !== "string"){
const err31 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("timed_out" !== data4){
const err32 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/6/const",keyword:"const",params:{allowedValue: "timed_out"},message:"must be equal to constant"};
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
const _errs33 = errors;
if(typeof data4 !== "string"){
const err33 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if("unknown" !== data4){
const err34 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf/7/const",keyword:"const",params:{allowedValue: "unknown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid1 = _errs33 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err35 = {instancePath:instancePath+"/state",schemaPath:"https://larkspur.dev/spec/control/turn-state.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.hostTurnId !== undefined){
let data5 = data.hostTurnId;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err36 = {instancePath:instancePath+"/hostTurnId",schemaPath:"#/properties/hostTurnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/hostTurnId",schemaPath:"#/properties/hostTurnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.queuePosition !== undefined){
let data6 = data.queuePosition;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err38 = {instancePath:instancePath+"/queuePosition",schemaPath:"#/properties/queuePosition/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err39 = {instancePath:instancePath+"/queuePosition",schemaPath:"#/properties/queuePosition/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data.error !== undefined){
let data7 = data.error;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.class === undefined){
const err40 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "class"},message:"must have required property '"+"class"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key1 in data7){
if(!(key1 === "class")){
const err41 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data7.class !== undefined){
let data8 = data7.class;
if(typeof data8 === "string"){
if(!pattern17.test(data8)){
const err42 = {instancePath:instancePath+"/error/class",schemaPath:"#/properties/error/properties/class/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]*$"},message:"must match pattern \""+"^[a-z][a-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/error/class",schemaPath:"#/properties/error/properties/class/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err45 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.startedAt !== undefined){
if(typeof data.startedAt !== "string"){
const err46 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.endedAt !== undefined){
if(typeof data.endedAt !== "string"){
const err47 = {instancePath:instancePath+"/endedAt",schemaPath:"#/properties/endedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlTurnList = validate47;
const schema67 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/turn-list.schema.json","title":"Turn list","description":"GET /v1/sessions/{sessionId}/turns.","type":"object","required":["sessionId","turns"],"properties":{"sessionId":{"type":"string","minLength":1},"turns":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/turn.schema.json"},"description":"In admission order."}},"additionalProperties":false};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/turn-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
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
if(!(validate46(data1[i0], {instancePath:instancePath+"/turns/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
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
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateControlTurnState = validate49;

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/control/turn-state.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
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
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"dynamicProps":false,"dynamicItems":false};

