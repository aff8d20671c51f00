/* generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src. */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateHostAgentMessageDeltaNotification = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/agent-message-delta-notification.schema.json","title":"item/agentMessage/delta","description":"A piece of agent message text; concatenate per itemId. item/completed carries the final text. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["method","params"],"properties":{"method":{"type":"string","const":"item/agentMessage/delta"},"params":{"type":"object","required":["threadId","turnId","itemId","delta"],"properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"itemId":{"type":"string"},"delta":{"type":"string"}}}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/agent-message-delta-notification.schema.json" */;
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
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.params === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("item/agentMessage/delta" !== data0){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "item/agentMessage/delta"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.threadId === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.turnId === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.itemId === undefined){
const err6 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "itemId"},message:"must have required property '"+"itemId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.delta === undefined){
const err7 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "delta"},message:"must have required property '"+"delta"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.threadId !== undefined){
if(typeof data1.threadId !== "string"){
const err8 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.turnId !== undefined){
if(typeof data1.turnId !== "string"){
const err9 = {instancePath:instancePath+"/params/turnId",schemaPath:"#/properties/params/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.itemId !== undefined){
if(typeof data1.itemId !== "string"){
const err10 = {instancePath:instancePath+"/params/itemId",schemaPath:"#/properties/params/properties/itemId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.delta !== undefined){
if(typeof data1.delta !== "string"){
const err11 = {instancePath:instancePath+"/params/delta",schemaPath:"#/properties/params/properties/delta/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostCodexErrorInfo = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/codex-error-info.schema.json","title":"Codex error class","description":"The machine-readable class of a host error: a bare string for variants without fields (\"contextWindowExceeded\"), an object with one key for variants with fields ({\"responseStreamDisconnected\":{\"httpStatusCode\":502}}). Open, as Codex's is: a client takes any string or object it does not know as unclassified. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","anyOf":[{"type":"string","const":"contextWindowExceeded","description":"The conversation no longer fits the model context window (the model said context_length_exceeded)."},{"type":"string","const":"sessionBudgetExceeded","description":"The session spent its budget."},{"type":"string","const":"usageLimitExceeded","description":"The account reached its usage limit (the model said insufficient_quota)."},{"type":"string","const":"rateLimitExceeded","description":"The model service refused for its rate limit (the model said rate_limit_exceeded)."},{"type":"string","const":"flexUnavailable","description":"The flex service tier is unavailable."},{"type":"string","const":"serverOverloaded","description":"The model service is overloaded (the model said server_is_overloaded)."},{"type":"string","const":"modelNotFound","description":"The model is not known to the provider."},{"type":"string","const":"policyCapacityUnavailable","description":"No capacity for the request under the current policy."},{"type":"string","const":"cyberPolicy","description":"The request was refused by policy."},{"type":"string","const":"bioPolicy","description":"The request was refused by policy."},{"type":"string","const":"misalignmentPolicyViolation","description":"The request was refused by policy."},{"type":"string","const":"tooManyDenials","description":"Too many approvals were denied in this turn."},{"type":"string","const":"internalServerError","description":"The model service failed internally (HTTP 500)."},{"type":"string","const":"unauthorized","description":"The credentials were refused."},{"type":"string","const":"badRequest","description":"The model service refused the request as malformed."},{"type":"string","const":"threadRollbackFailed","description":"A thread rollback failed."},{"type":"string","const":"sandboxError","description":"The sandbox failed to run a command."},{"type":"string","const":"other","description":"Anything else (an HTTP 400, a stream that ended early with no retry left)."},{"type":"string","const":"inferenceHookDenied","description":"The workspace's inference hook denied the request."},{"type":"object","required":["httpConnectionFailed"],"properties":{"httpConnectionFailed":{"type":"object","properties":{"httpStatusCode":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"description":"The upstream HTTP status, when there was one."}}}},"additionalProperties":false,"description":"The model service answered with an HTTP error status (401 for refused credentials, 5xx for an outage). HO-007 classes it upstream_transport_failure, except 401 and 403: unauthorized."},{"type":"object","required":["responseStreamConnectionFailed"],"properties":{"responseStreamConnectionFailed":{"type":"object","properties":{"httpStatusCode":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"description":"The upstream HTTP status, when there was one."}}}},"additionalProperties":false,"description":"Could not open the response stream. HO-007 classes it upstream_transport_failure."},{"type":"object","required":["responseStreamDisconnected"],"properties":{"responseStreamDisconnected":{"type":"object","properties":{"httpStatusCode":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"description":"The upstream HTTP status, when there was one."}}}},"additionalProperties":false,"description":"The response stream broke before the turn completed (with willRetry while retries are left). HO-007 classes it upstream_transport_failure."},{"type":"object","required":["responseTooManyFailedAttempts"],"properties":{"responseTooManyFailedAttempts":{"type":"object","properties":{"httpStatusCode":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"description":"The upstream HTTP status, when there was one."}}}},"additionalProperties":false,"description":"Retries of the response were exhausted (an HTTP 429 from the model service ends so). HO-007 classes it upstream_transport_failure."},{"type":"object","required":["activeTurnNotSteerable"],"properties":{"activeTurnNotSteerable":{"type":"object","required":["turnKind"],"properties":{"turnKind":{"anyOf":[{"type":"string","const":"review"},{"type":"string","const":"compact"}]}}}},"additionalProperties":false,"description":"turn/start or turn/steer arrived while a review or compaction turn runs."},{"type":"string","description":"Any other value: a newer Codex adds classes. HO-007: unclassified, never a protocol error."},{"type":"object","properties":{},"description":"Any other variant with fields. HO-007: unclassified, never a protocol error."}]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/codex-error-info.schema.json" */;
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
if("contextWindowExceeded" !== data){
const err1 = {instancePath,schemaPath:"#/anyOf/0/const",keyword:"const",params:{allowedValue: "contextWindowExceeded"},message:"must be equal to constant"};
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
if("sessionBudgetExceeded" !== data){
const err3 = {instancePath,schemaPath:"#/anyOf/1/const",keyword:"const",params:{allowedValue: "sessionBudgetExceeded"},message:"must be equal to constant"};
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
if("usageLimitExceeded" !== data){
const err5 = {instancePath,schemaPath:"#/anyOf/2/const",keyword:"const",params:{allowedValue: "usageLimitExceeded"},message:"must be equal to constant"};
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
if("rateLimitExceeded" !== data){
const err7 = {instancePath,schemaPath:"#/anyOf/3/const",keyword:"const",params:{allowedValue: "rateLimitExceeded"},message:"must be equal to constant"};
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
if("flexUnavailable" !== data){
const err9 = {instancePath,schemaPath:"#/anyOf/4/const",keyword:"const",params:{allowedValue: "flexUnavailable"},message:"must be equal to constant"};
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
if("serverOverloaded" !== data){
const err11 = {instancePath,schemaPath:"#/anyOf/5/const",keyword:"const",params:{allowedValue: "serverOverloaded"},message:"must be equal to constant"};
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
if("modelNotFound" !== data){
const err13 = {instancePath,schemaPath:"#/anyOf/6/const",keyword:"const",params:{allowedValue: "modelNotFound"},message:"must be equal to constant"};
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
if("policyCapacityUnavailable" !== data){
const err15 = {instancePath,schemaPath:"#/anyOf/7/const",keyword:"const",params:{allowedValue: "policyCapacityUnavailable"},message:"must be equal to constant"};
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
if("cyberPolicy" !== data){
const err17 = {instancePath,schemaPath:"#/anyOf/8/const",keyword:"const",params:{allowedValue: "cyberPolicy"},message:"must be equal to constant"};
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
if("bioPolicy" !== data){
const err19 = {instancePath,schemaPath:"#/anyOf/9/const",keyword:"const",params:{allowedValue: "bioPolicy"},message:"must be equal to constant"};
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
if("misalignmentPolicyViolation" !== data){
const err21 = {instancePath,schemaPath:"#/anyOf/10/const",keyword:"const",params:{allowedValue: "misalignmentPolicyViolation"},message:"must be equal to constant"};
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
if("tooManyDenials" !== data){
const err23 = {instancePath,schemaPath:"#/anyOf/11/const",keyword:"const",params:{allowedValue: "tooManyDenials"},message:"must be equal to constant"};
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
if("internalServerError" !== data){
const err25 = {instancePath,schemaPath:"#/anyOf/12/const",keyword:"const",params:{allowedValue: "internalServerError"},message:"must be equal to constant"};
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
if("unauthorized" !== data){
const err27 = {instancePath,schemaPath:"#/anyOf/13/const",keyword:"const",params:{allowedValue: "unauthorized"},message:"must be equal to constant"};
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
if("badRequest" !== data){
const err29 = {instancePath,schemaPath:"#/anyOf/14/const",keyword:"const",params:{allowedValue: "badRequest"},message:"must be equal to constant"};
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
if("threadRollbackFailed" !== data){
const err31 = {instancePath,schemaPath:"#/anyOf/15/const",keyword:"const",params:{allowedValue: "threadRollbackFailed"},message:"must be equal to constant"};
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
if("sandboxError" !== data){
const err33 = {instancePath,schemaPath:"#/anyOf/16/const",keyword:"const",params:{allowedValue: "sandboxError"},message:"must be equal to constant"};
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
const _errs35 = errors;
if(typeof data !== "string"){
const err34 = {instancePath,schemaPath:"#/anyOf/17/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if("other" !== data){
const err35 = {instancePath,schemaPath:"#/anyOf/17/const",keyword:"const",params:{allowedValue: "other"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid0 = _errs35 === errors;
valid0 = valid0 || _valid0;
const _errs37 = errors;
if(typeof data !== "string"){
const err36 = {instancePath,schemaPath:"#/anyOf/18/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if("inferenceHookDenied" !== data){
const err37 = {instancePath,schemaPath:"#/anyOf/18/const",keyword:"const",params:{allowedValue: "inferenceHookDenied"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs37 === errors;
valid0 = valid0 || _valid0;
const _errs39 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.httpConnectionFailed === undefined){
const err38 = {instancePath,schemaPath:"#/anyOf/19/required",keyword:"required",params:{missingProperty: "httpConnectionFailed"},message:"must have required property '"+"httpConnectionFailed"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "httpConnectionFailed")){
const err39 = {instancePath,schemaPath:"#/anyOf/19/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.httpConnectionFailed !== undefined){
let data0 = data.httpConnectionFailed;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.httpStatusCode !== undefined){
let data1 = data0.httpStatusCode;
const _errs45 = errors;
let valid3 = false;
const _errs46 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err40 = {instancePath:instancePath+"/httpConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/19/properties/httpConnectionFailed/properties/httpStatusCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err41 = {instancePath:instancePath+"/httpConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/19/properties/httpConnectionFailed/properties/httpStatusCode/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
var _valid1 = _errs46 === errors;
valid3 = valid3 || _valid1;
const _errs48 = errors;
if(data1 !== null){
const err42 = {instancePath:instancePath+"/httpConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/19/properties/httpConnectionFailed/properties/httpStatusCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid1 = _errs48 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err43 = {instancePath:instancePath+"/httpConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/19/properties/httpConnectionFailed/properties/httpStatusCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err44 = {instancePath:instancePath+"/httpConnectionFailed",schemaPath:"#/anyOf/19/properties/httpConnectionFailed/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err45 = {instancePath,schemaPath:"#/anyOf/19/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid0 = _errs39 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs50 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.responseStreamConnectionFailed === undefined){
const err46 = {instancePath,schemaPath:"#/anyOf/20/required",keyword:"required",params:{missingProperty: "responseStreamConnectionFailed"},message:"must have required property '"+"responseStreamConnectionFailed"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
for(const key1 in data){
if(!(key1 === "responseStreamConnectionFailed")){
const err47 = {instancePath,schemaPath:"#/anyOf/20/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.responseStreamConnectionFailed !== undefined){
let data2 = data.responseStreamConnectionFailed;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.httpStatusCode !== undefined){
let data3 = data2.httpStatusCode;
const _errs56 = errors;
let valid6 = false;
const _errs57 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err48 = {instancePath:instancePath+"/responseStreamConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/20/properties/responseStreamConnectionFailed/properties/httpStatusCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err49 = {instancePath:instancePath+"/responseStreamConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/20/properties/responseStreamConnectionFailed/properties/httpStatusCode/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
var _valid2 = _errs57 === errors;
valid6 = valid6 || _valid2;
const _errs59 = errors;
if(data3 !== null){
const err50 = {instancePath:instancePath+"/responseStreamConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/20/properties/responseStreamConnectionFailed/properties/httpStatusCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid2 = _errs59 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const err51 = {instancePath:instancePath+"/responseStreamConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/20/properties/responseStreamConnectionFailed/properties/httpStatusCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
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
const err52 = {instancePath:instancePath+"/responseStreamConnectionFailed",schemaPath:"#/anyOf/20/properties/responseStreamConnectionFailed/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/anyOf/20/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid0 = _errs50 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs61 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.responseStreamDisconnected === undefined){
const err54 = {instancePath,schemaPath:"#/anyOf/21/required",keyword:"required",params:{missingProperty: "responseStreamDisconnected"},message:"must have required property '"+"responseStreamDisconnected"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key2 in data){
if(!(key2 === "responseStreamDisconnected")){
const err55 = {instancePath,schemaPath:"#/anyOf/21/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.responseStreamDisconnected !== undefined){
let data4 = data.responseStreamDisconnected;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.httpStatusCode !== undefined){
let data5 = data4.httpStatusCode;
const _errs67 = errors;
let valid9 = false;
const _errs68 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err56 = {instancePath:instancePath+"/responseStreamDisconnected/httpStatusCode",schemaPath:"#/anyOf/21/properties/responseStreamDisconnected/properties/httpStatusCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err57 = {instancePath:instancePath+"/responseStreamDisconnected/httpStatusCode",schemaPath:"#/anyOf/21/properties/responseStreamDisconnected/properties/httpStatusCode/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
var _valid3 = _errs68 === errors;
valid9 = valid9 || _valid3;
const _errs70 = errors;
if(data5 !== null){
const err58 = {instancePath:instancePath+"/responseStreamDisconnected/httpStatusCode",schemaPath:"#/anyOf/21/properties/responseStreamDisconnected/properties/httpStatusCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid3 = _errs70 === errors;
valid9 = valid9 || _valid3;
if(!valid9){
const err59 = {instancePath:instancePath+"/responseStreamDisconnected/httpStatusCode",schemaPath:"#/anyOf/21/properties/responseStreamDisconnected/properties/httpStatusCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
else {
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err60 = {instancePath:instancePath+"/responseStreamDisconnected",schemaPath:"#/anyOf/21/properties/responseStreamDisconnected/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath,schemaPath:"#/anyOf/21/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid0 = _errs61 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs72 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.responseTooManyFailedAttempts === undefined){
const err62 = {instancePath,schemaPath:"#/anyOf/22/required",keyword:"required",params:{missingProperty: "responseTooManyFailedAttempts"},message:"must have required property '"+"responseTooManyFailedAttempts"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
for(const key3 in data){
if(!(key3 === "responseTooManyFailedAttempts")){
const err63 = {instancePath,schemaPath:"#/anyOf/22/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.responseTooManyFailedAttempts !== undefined){
let data6 = data.responseTooManyFailedAttempts;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.httpStatusCode !== undefined){
let data7 = data6.httpStatusCode;
const _errs78 = errors;
let valid12 = false;
const _errs79 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err64 = {instancePath:instancePath+"/responseTooManyFailedAttempts/httpStatusCode",schemaPath:"#/anyOf/22/properties/responseTooManyFailedAttempts/properties/httpStatusCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err65 = {instancePath:instancePath+"/responseTooManyFailedAttempts/httpStatusCode",schemaPath:"#/anyOf/22/properties/responseTooManyFailedAttempts/properties/httpStatusCode/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
var _valid4 = _errs79 === errors;
valid12 = valid12 || _valid4;
const _errs81 = errors;
if(data7 !== null){
const err66 = {instancePath:instancePath+"/responseTooManyFailedAttempts/httpStatusCode",schemaPath:"#/anyOf/22/properties/responseTooManyFailedAttempts/properties/httpStatusCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid4 = _errs81 === errors;
valid12 = valid12 || _valid4;
if(!valid12){
const err67 = {instancePath:instancePath+"/responseTooManyFailedAttempts/httpStatusCode",schemaPath:"#/anyOf/22/properties/responseTooManyFailedAttempts/properties/httpStatusCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
else {
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err68 = {instancePath:instancePath+"/responseTooManyFailedAttempts",schemaPath:"#/anyOf/22/properties/responseTooManyFailedAttempts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath,schemaPath:"#/anyOf/22/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid0 = _errs72 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs83 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.activeTurnNotSteerable === undefined){
const err70 = {instancePath,schemaPath:"#/anyOf/23/required",keyword:"required",params:{missingProperty: "activeTurnNotSteerable"},message:"must have required property '"+"activeTurnNotSteerable"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
for(const key4 in data){
if(!(key4 === "activeTurnNotSteerable")){
const err71 = {instancePath,schemaPath:"#/anyOf/23/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.activeTurnNotSteerable !== undefined){
let data8 = data.activeTurnNotSteerable;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.turnKind === undefined){
const err72 = {instancePath:instancePath+"/activeTurnNotSteerable",schemaPath:"#/anyOf/23/properties/activeTurnNotSteerable/required",keyword:"required",params:{missingProperty: "turnKind"},message:"must have required property '"+"turnKind"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data8.turnKind !== undefined){
let data9 = data8.turnKind;
const _errs89 = errors;
let valid15 = false;
const _errs90 = errors;
if(typeof data9 !== "string"){
const err73 = {instancePath:instancePath+"/activeTurnNotSteerable/turnKind",schemaPath:"#/anyOf/23/properties/activeTurnNotSteerable/properties/turnKind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if("review" !== data9){
const err74 = {instancePath:instancePath+"/activeTurnNotSteerable/turnKind",schemaPath:"#/anyOf/23/properties/activeTurnNotSteerable/properties/turnKind/anyOf/0/const",keyword:"const",params:{allowedValue: "review"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid5 = _errs90 === errors;
valid15 = valid15 || _valid5;
const _errs92 = errors;
if(typeof data9 !== "string"){
const err75 = {instancePath:instancePath+"/activeTurnNotSteerable/turnKind",schemaPath:"#/anyOf/23/properties/activeTurnNotSteerable/properties/turnKind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if("compact" !== data9){
const err76 = {instancePath:instancePath+"/activeTurnNotSteerable/turnKind",schemaPath:"#/anyOf/23/properties/activeTurnNotSteerable/properties/turnKind/anyOf/1/const",keyword:"const",params:{allowedValue: "compact"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid5 = _errs92 === errors;
valid15 = valid15 || _valid5;
if(!valid15){
const err77 = {instancePath:instancePath+"/activeTurnNotSteerable/turnKind",schemaPath:"#/anyOf/23/properties/activeTurnNotSteerable/properties/turnKind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
errors = _errs89;
if(vErrors !== null){
if(_errs89){
vErrors.length = _errs89;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err78 = {instancePath:instancePath+"/activeTurnNotSteerable",schemaPath:"#/anyOf/23/properties/activeTurnNotSteerable/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err79 = {instancePath,schemaPath:"#/anyOf/23/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid0 = _errs83 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs94 = errors;
if(typeof data !== "string"){
const err80 = {instancePath,schemaPath:"#/anyOf/24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid0 = _errs94 === errors;
valid0 = valid0 || _valid0;
const _errs96 = errors;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err81 = {instancePath,schemaPath:"#/anyOf/25/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid0 = _errs96 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err82 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
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

export const validateHostCommandApprovalRequest = validate22;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/command-approval-request.schema.json","title":"item/commandExecution/requestApproval","description":"Sent by the host: may this command run? The client must answer. Order: item/started, this request, the answer, serverRequest/resolved, item/completed. When the turn ends first, serverRequest/resolved comes without an answer: the request is stale. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","method","params"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"method":{"type":"string","const":"item/commandExecution/requestApproval"},"params":{"type":"object","required":["threadId","turnId","itemId","startedAtMs"],"properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"itemId":{"type":"string","description":"The item (already announced by item/started) the approval is about."},"startedAtMs":{"type":"integer","description":"Unix milliseconds."},"reason":{"anyOf":[{"type":"string"},{"type":"null"}]},"approvalId":{"anyOf":[{"type":"string"},{"type":"null"}]},"command":{"anyOf":[{"type":"string"},{"type":"null"}]},"cwd":{"anyOf":[{"type":"string"},{"type":"null"}]}}}}};
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/request-id.schema.json","title":"JSON-RPC request id","description":"A request id, string or integer, chosen by the sender and echoed by the response.","anyOf":[{"type":"string"},{"type":"integer"}]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/command-approval-request.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.params === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err5 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("item/commandExecution/requestApproval" !== data1){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "item/commandExecution/requestApproval"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.threadId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.turnId === undefined){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.itemId === undefined){
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "itemId"},message:"must have required property '"+"itemId"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.startedAtMs === undefined){
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "startedAtMs"},message:"must have required property '"+"startedAtMs"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.threadId !== undefined){
if(typeof data2.threadId !== "string"){
const err12 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.turnId !== undefined){
if(typeof data2.turnId !== "string"){
const err13 = {instancePath:instancePath+"/params/turnId",schemaPath:"#/properties/params/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.itemId !== undefined){
if(typeof data2.itemId !== "string"){
const err14 = {instancePath:instancePath+"/params/itemId",schemaPath:"#/properties/params/properties/itemId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.startedAtMs !== undefined){
let data6 = data2.startedAtMs;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err15 = {instancePath:instancePath+"/params/startedAtMs",schemaPath:"#/properties/params/properties/startedAtMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.reason !== undefined){
let data7 = data2.reason;
const _errs21 = errors;
let valid4 = false;
const _errs22 = errors;
if(typeof data7 !== "string"){
const err16 = {instancePath:instancePath+"/params/reason",schemaPath:"#/properties/params/properties/reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
const _errs24 = errors;
if(data7 !== null){
const err17 = {instancePath:instancePath+"/params/reason",schemaPath:"#/properties/params/properties/reason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err18 = {instancePath:instancePath+"/params/reason",schemaPath:"#/properties/params/properties/reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
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
if(data2.approvalId !== undefined){
let data8 = data2.approvalId;
const _errs27 = errors;
let valid5 = false;
const _errs28 = errors;
if(typeof data8 !== "string"){
const err19 = {instancePath:instancePath+"/params/approvalId",schemaPath:"#/properties/params/properties/approvalId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid5 = valid5 || _valid2;
const _errs30 = errors;
if(data8 !== null){
const err20 = {instancePath:instancePath+"/params/approvalId",schemaPath:"#/properties/params/properties/approvalId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid2 = _errs30 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err21 = {instancePath:instancePath+"/params/approvalId",schemaPath:"#/properties/params/properties/approvalId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
if(data2.command !== undefined){
let data9 = data2.command;
const _errs33 = errors;
let valid6 = false;
const _errs34 = errors;
if(typeof data9 !== "string"){
const err22 = {instancePath:instancePath+"/params/command",schemaPath:"#/properties/params/properties/command/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid3 = _errs34 === errors;
valid6 = valid6 || _valid3;
const _errs36 = errors;
if(data9 !== null){
const err23 = {instancePath:instancePath+"/params/command",schemaPath:"#/properties/params/properties/command/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid3 = _errs36 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err24 = {instancePath:instancePath+"/params/command",schemaPath:"#/properties/params/properties/command/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
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
if(data2.cwd !== undefined){
let data10 = data2.cwd;
const _errs39 = errors;
let valid7 = false;
const _errs40 = errors;
if(typeof data10 !== "string"){
const err25 = {instancePath:instancePath+"/params/cwd",schemaPath:"#/properties/params/properties/cwd/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid4 = _errs40 === errors;
valid7 = valid7 || _valid4;
const _errs42 = errors;
if(data10 !== null){
const err26 = {instancePath:instancePath+"/params/cwd",schemaPath:"#/properties/params/properties/cwd/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid4 = _errs42 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const err27 = {instancePath:instancePath+"/params/cwd",schemaPath:"#/properties/params/properties/cwd/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err28 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"id":true,"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostCommandApprovalResponse = validate23;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/command-approval-response.schema.json","title":"command approval answer","description":"Sent by the client to answer item/commandExecution/requestApproval. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","result"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"result":{"type":"object","required":["decision"],"properties":{"decision":{"anyOf":[{"type":"string","const":"accept","description":"Run it once."},{"type":"string","const":"acceptForSession","description":"Run it, and the same kind without asking for the session."},{"type":"string","const":"decline","description":"Do not run it; the turn goes on. What an expired approval answers (HO-008)."},{"type":"string","const":"cancel","description":"Do not run it, and interrupt the turn."},{"type":"object","properties":{},"description":"An amendment decision (acceptWithExecpolicyAmendment, applyNetworkPolicyAmendment): an object with one key, outside this subset."}],"description":"The client's answer."}}}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/command-approval-response.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.result === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
if(data.result !== undefined){
let data1 = data.result;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.decision === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "decision"},message:"must have required property '"+"decision"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.decision !== undefined){
let data2 = data1.decision;
const _errs11 = errors;
let valid4 = false;
const _errs12 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("accept" !== data2){
const err7 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/0/const",keyword:"const",params:{allowedValue: "accept"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid4 = valid4 || _valid1;
const _errs14 = errors;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("acceptForSession" !== data2){
const err9 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/1/const",keyword:"const",params:{allowedValue: "acceptForSession"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
const _errs16 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("decline" !== data2){
const err11 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/2/const",keyword:"const",params:{allowedValue: "decline"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("cancel" !== data2){
const err13 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/3/const",keyword:"const",params:{allowedValue: "cancel"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
const _errs20 = errors;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err14 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err15 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
}
else {
const err16 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"id":true,"result":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostErrorNotification = validate24;
const schema37 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/error-notification.schema.json","title":"error","description":"Something went wrong in a turn. Classify by error.codexErrorInfo (HO-007), never by the prose. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["method","params"],"properties":{"method":{"type":"string","const":"error"},"params":{"type":"object","required":["error","willRetry","threadId","turnId"],"properties":{"error":{"$ref":"https://larkspur.dev/spec/host/turn-error.schema.json"},"willRetry":{"type":"boolean","description":"true: transient, the host retries and the turn goes on. false: the turn fails next."},"threadId":{"type":"string"},"turnId":{"type":"string"}}}}};
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/turn-error.schema.json","title":"Turn error","description":"Why a turn failed, or what went wrong while it runs (in the error notification). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["message"],"properties":{"message":{"type":"string","description":"Upstream prose. Never published to a user (HO-007)."},"codexErrorInfo":{"anyOf":[{"$ref":"https://larkspur.dev/spec/host/codex-error-info.schema.json"},{"type":"null"}]},"additionalDetails":{"anyOf":[{"type":"string"},{"type":"null"}]}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/turn-error.schema.json" */;
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
if(data.message === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err1 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.codexErrorInfo !== undefined){
let data1 = data.codexErrorInfo;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
const _errs7 = errors;
let valid3 = false;
const _errs8 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("contextWindowExceeded" !== data1){
const err3 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "contextWindowExceeded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs8 === errors;
valid3 = valid3 || _valid1;
const _errs10 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("sessionBudgetExceeded" !== data1){
const err5 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "sessionBudgetExceeded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid3 = valid3 || _valid1;
const _errs12 = errors;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("usageLimitExceeded" !== data1){
const err7 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "usageLimitExceeded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid3 = valid3 || _valid1;
const _errs14 = errors;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("rateLimitExceeded" !== data1){
const err9 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "rateLimitExceeded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid3 = valid3 || _valid1;
const _errs16 = errors;
if(typeof data1 !== "string"){
const err10 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("flexUnavailable" !== data1){
const err11 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/4/const",keyword:"const",params:{allowedValue: "flexUnavailable"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid3 = valid3 || _valid1;
const _errs18 = errors;
if(typeof data1 !== "string"){
const err12 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("serverOverloaded" !== data1){
const err13 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/5/const",keyword:"const",params:{allowedValue: "serverOverloaded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid3 = valid3 || _valid1;
const _errs20 = errors;
if(typeof data1 !== "string"){
const err14 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("modelNotFound" !== data1){
const err15 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/6/const",keyword:"const",params:{allowedValue: "modelNotFound"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid3 = valid3 || _valid1;
const _errs22 = errors;
if(typeof data1 !== "string"){
const err16 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("policyCapacityUnavailable" !== data1){
const err17 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/7/const",keyword:"const",params:{allowedValue: "policyCapacityUnavailable"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid3 = valid3 || _valid1;
const _errs24 = errors;
if(typeof data1 !== "string"){
const err18 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/8/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("cyberPolicy" !== data1){
const err19 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/8/const",keyword:"const",params:{allowedValue: "cyberPolicy"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid3 = valid3 || _valid1;
const _errs26 = errors;
if(typeof data1 !== "string"){
const err20 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/9/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("bioPolicy" !== data1){
const err21 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/9/const",keyword:"const",params:{allowedValue: "bioPolicy"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid3 = valid3 || _valid1;
const _errs28 = errors;
if(typeof data1 !== "string"){
const err22 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/10/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("misalignmentPolicyViolation" !== data1){
const err23 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/10/const",keyword:"const",params:{allowedValue: "misalignmentPolicyViolation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs28 === errors;
valid3 = valid3 || _valid1;
const _errs30 = errors;
if(typeof data1 !== "string"){
const err24 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/11/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("tooManyDenials" !== data1){
const err25 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/11/const",keyword:"const",params:{allowedValue: "tooManyDenials"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs30 === errors;
valid3 = valid3 || _valid1;
const _errs32 = errors;
if(typeof data1 !== "string"){
const err26 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/12/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("internalServerError" !== data1){
const err27 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/12/const",keyword:"const",params:{allowedValue: "internalServerError"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs32 === errors;
valid3 = valid3 || _valid1;
const _errs34 = errors;
if(typeof data1 !== "string"){
const err28 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/13/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("unauthorized" !== data1){
const err29 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/13/const",keyword:"const",params:{allowedValue: "unauthorized"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid3 = valid3 || _valid1;
const _errs36 = errors;
if(typeof data1 !== "string"){
const err30 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/14/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if("badRequest" !== data1){
const err31 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/14/const",keyword:"const",params:{allowedValue: "badRequest"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs36 === errors;
valid3 = valid3 || _valid1;
const _errs38 = errors;
if(typeof data1 !== "string"){
const err32 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/15/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("threadRollbackFailed" !== data1){
const err33 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/15/const",keyword:"const",params:{allowedValue: "threadRollbackFailed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid1 = _errs38 === errors;
valid3 = valid3 || _valid1;
const _errs40 = errors;
if(typeof data1 !== "string"){
const err34 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/16/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if("sandboxError" !== data1){
const err35 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/16/const",keyword:"const",params:{allowedValue: "sandboxError"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid3 = valid3 || _valid1;
const _errs42 = errors;
if(typeof data1 !== "string"){
const err36 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/17/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if("other" !== data1){
const err37 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/17/const",keyword:"const",params:{allowedValue: "other"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid1 = _errs42 === errors;
valid3 = valid3 || _valid1;
const _errs44 = errors;
if(typeof data1 !== "string"){
const err38 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/18/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if("inferenceHookDenied" !== data1){
const err39 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/18/const",keyword:"const",params:{allowedValue: "inferenceHookDenied"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid1 = _errs44 === errors;
valid3 = valid3 || _valid1;
const _errs46 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.httpConnectionFailed === undefined){
const err40 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/19/required",keyword:"required",params:{missingProperty: "httpConnectionFailed"},message:"must have required property '"+"httpConnectionFailed"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key0 in data1){
if(!(key0 === "httpConnectionFailed")){
const err41 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/19/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data1.httpConnectionFailed !== undefined){
let data2 = data1.httpConnectionFailed;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.httpStatusCode !== undefined){
let data3 = data2.httpStatusCode;
const _errs52 = errors;
let valid6 = false;
const _errs53 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err42 = {instancePath:instancePath+"/codexErrorInfo/httpConnectionFailed/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/19/properties/httpConnectionFailed/properties/httpStatusCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err43 = {instancePath:instancePath+"/codexErrorInfo/httpConnectionFailed/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/19/properties/httpConnectionFailed/properties/httpStatusCode/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
var _valid2 = _errs53 === errors;
valid6 = valid6 || _valid2;
const _errs55 = errors;
if(data3 !== null){
const err44 = {instancePath:instancePath+"/codexErrorInfo/httpConnectionFailed/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/19/properties/httpConnectionFailed/properties/httpStatusCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid2 = _errs55 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const err45 = {instancePath:instancePath+"/codexErrorInfo/httpConnectionFailed/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/19/properties/httpConnectionFailed/properties/httpStatusCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err46 = {instancePath:instancePath+"/codexErrorInfo/httpConnectionFailed",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/19/properties/httpConnectionFailed/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/19/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid1 = _errs46 === errors;
valid3 = valid3 || _valid1;
if(_valid1){
var props0 = true;
}
const _errs57 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.responseStreamConnectionFailed === undefined){
const err48 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/20/required",keyword:"required",params:{missingProperty: "responseStreamConnectionFailed"},message:"must have required property '"+"responseStreamConnectionFailed"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key1 in data1){
if(!(key1 === "responseStreamConnectionFailed")){
const err49 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/20/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data1.responseStreamConnectionFailed !== undefined){
let data4 = data1.responseStreamConnectionFailed;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.httpStatusCode !== undefined){
let data5 = data4.httpStatusCode;
const _errs63 = errors;
let valid9 = false;
const _errs64 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err50 = {instancePath:instancePath+"/codexErrorInfo/responseStreamConnectionFailed/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/20/properties/responseStreamConnectionFailed/properties/httpStatusCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err51 = {instancePath:instancePath+"/codexErrorInfo/responseStreamConnectionFailed/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/20/properties/responseStreamConnectionFailed/properties/httpStatusCode/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
var _valid3 = _errs64 === errors;
valid9 = valid9 || _valid3;
const _errs66 = errors;
if(data5 !== null){
const err52 = {instancePath:instancePath+"/codexErrorInfo/responseStreamConnectionFailed/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/20/properties/responseStreamConnectionFailed/properties/httpStatusCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid3 = _errs66 === errors;
valid9 = valid9 || _valid3;
if(!valid9){
const err53 = {instancePath:instancePath+"/codexErrorInfo/responseStreamConnectionFailed/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/20/properties/responseStreamConnectionFailed/properties/httpStatusCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err54 = {instancePath:instancePath+"/codexErrorInfo/responseStreamConnectionFailed",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/20/properties/responseStreamConnectionFailed/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/20/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid1 = _errs57 === errors;
valid3 = valid3 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = true;
}
}
const _errs68 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.responseStreamDisconnected === undefined){
const err56 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/21/required",keyword:"required",params:{missingProperty: "responseStreamDisconnected"},message:"must have required property '"+"responseStreamDisconnected"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
for(const key2 in data1){
if(!(key2 === "responseStreamDisconnected")){
const err57 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/21/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data1.responseStreamDisconnected !== undefined){
let data6 = data1.responseStreamDisconnected;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.httpStatusCode !== undefined){
let data7 = data6.httpStatusCode;
const _errs74 = errors;
let valid12 = false;
const _errs75 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err58 = {instancePath:instancePath+"/codexErrorInfo/responseStreamDisconnected/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/21/properties/responseStreamDisconnected/properties/httpStatusCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err59 = {instancePath:instancePath+"/codexErrorInfo/responseStreamDisconnected/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/21/properties/responseStreamDisconnected/properties/httpStatusCode/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
var _valid4 = _errs75 === errors;
valid12 = valid12 || _valid4;
const _errs77 = errors;
if(data7 !== null){
const err60 = {instancePath:instancePath+"/codexErrorInfo/responseStreamDisconnected/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/21/properties/responseStreamDisconnected/properties/httpStatusCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid4 = _errs77 === errors;
valid12 = valid12 || _valid4;
if(!valid12){
const err61 = {instancePath:instancePath+"/codexErrorInfo/responseStreamDisconnected/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/21/properties/responseStreamDisconnected/properties/httpStatusCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err62 = {instancePath:instancePath+"/codexErrorInfo/responseStreamDisconnected",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/21/properties/responseStreamDisconnected/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/21/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid1 = _errs68 === errors;
valid3 = valid3 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = true;
}
}
const _errs79 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.responseTooManyFailedAttempts === undefined){
const err64 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/22/required",keyword:"required",params:{missingProperty: "responseTooManyFailedAttempts"},message:"must have required property '"+"responseTooManyFailedAttempts"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
for(const key3 in data1){
if(!(key3 === "responseTooManyFailedAttempts")){
const err65 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/22/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data1.responseTooManyFailedAttempts !== undefined){
let data8 = data1.responseTooManyFailedAttempts;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.httpStatusCode !== undefined){
let data9 = data8.httpStatusCode;
const _errs85 = errors;
let valid15 = false;
const _errs86 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err66 = {instancePath:instancePath+"/codexErrorInfo/responseTooManyFailedAttempts/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/22/properties/responseTooManyFailedAttempts/properties/httpStatusCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err67 = {instancePath:instancePath+"/codexErrorInfo/responseTooManyFailedAttempts/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/22/properties/responseTooManyFailedAttempts/properties/httpStatusCode/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
var _valid5 = _errs86 === errors;
valid15 = valid15 || _valid5;
const _errs88 = errors;
if(data9 !== null){
const err68 = {instancePath:instancePath+"/codexErrorInfo/responseTooManyFailedAttempts/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/22/properties/responseTooManyFailedAttempts/properties/httpStatusCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid5 = _errs88 === errors;
valid15 = valid15 || _valid5;
if(!valid15){
const err69 = {instancePath:instancePath+"/codexErrorInfo/responseTooManyFailedAttempts/httpStatusCode",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/22/properties/responseTooManyFailedAttempts/properties/httpStatusCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
else {
errors = _errs85;
if(vErrors !== null){
if(_errs85){
vErrors.length = _errs85;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err70 = {instancePath:instancePath+"/codexErrorInfo/responseTooManyFailedAttempts",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/22/properties/responseTooManyFailedAttempts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/22/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid1 = _errs79 === errors;
valid3 = valid3 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = true;
}
}
const _errs90 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.activeTurnNotSteerable === undefined){
const err72 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/23/required",keyword:"required",params:{missingProperty: "activeTurnNotSteerable"},message:"must have required property '"+"activeTurnNotSteerable"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
for(const key4 in data1){
if(!(key4 === "activeTurnNotSteerable")){
const err73 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/23/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data1.activeTurnNotSteerable !== undefined){
let data10 = data1.activeTurnNotSteerable;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.turnKind === undefined){
const err74 = {instancePath:instancePath+"/codexErrorInfo/activeTurnNotSteerable",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/23/properties/activeTurnNotSteerable/required",keyword:"required",params:{missingProperty: "turnKind"},message:"must have required property '"+"turnKind"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data10.turnKind !== undefined){
let data11 = data10.turnKind;
const _errs96 = errors;
let valid18 = false;
const _errs97 = errors;
if(typeof data11 !== "string"){
const err75 = {instancePath:instancePath+"/codexErrorInfo/activeTurnNotSteerable/turnKind",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/23/properties/activeTurnNotSteerable/properties/turnKind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if("review" !== data11){
const err76 = {instancePath:instancePath+"/codexErrorInfo/activeTurnNotSteerable/turnKind",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/23/properties/activeTurnNotSteerable/properties/turnKind/anyOf/0/const",keyword:"const",params:{allowedValue: "review"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid6 = _errs97 === errors;
valid18 = valid18 || _valid6;
const _errs99 = errors;
if(typeof data11 !== "string"){
const err77 = {instancePath:instancePath+"/codexErrorInfo/activeTurnNotSteerable/turnKind",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/23/properties/activeTurnNotSteerable/properties/turnKind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if("compact" !== data11){
const err78 = {instancePath:instancePath+"/codexErrorInfo/activeTurnNotSteerable/turnKind",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/23/properties/activeTurnNotSteerable/properties/turnKind/anyOf/1/const",keyword:"const",params:{allowedValue: "compact"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid6 = _errs99 === errors;
valid18 = valid18 || _valid6;
if(!valid18){
const err79 = {instancePath:instancePath+"/codexErrorInfo/activeTurnNotSteerable/turnKind",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/23/properties/activeTurnNotSteerable/properties/turnKind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs96;
if(vErrors !== null){
if(_errs96){
vErrors.length = _errs96;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err80 = {instancePath:instancePath+"/codexErrorInfo/activeTurnNotSteerable",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/23/properties/activeTurnNotSteerable/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err81 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/23/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid1 = _errs90 === errors;
valid3 = valid3 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = true;
}
}
const _errs101 = errors;
if(typeof data1 !== "string"){
const err82 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid1 = _errs101 === errors;
valid3 = valid3 || _valid1;
const _errs103 = errors;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err83 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf/25/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid1 = _errs103 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err84 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"https://larkspur.dev/spec/host/codex-error-info.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
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
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs105 = errors;
if(data1 !== null){
const err85 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"#/properties/codexErrorInfo/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid0 = _errs105 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err86 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"#/properties/codexErrorInfo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.additionalDetails !== undefined){
let data12 = data.additionalDetails;
const _errs108 = errors;
let valid19 = false;
const _errs109 = errors;
if(typeof data12 !== "string"){
const err87 = {instancePath:instancePath+"/additionalDetails",schemaPath:"#/properties/additionalDetails/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid7 = _errs109 === errors;
valid19 = valid19 || _valid7;
const _errs111 = errors;
if(data12 !== null){
const err88 = {instancePath:instancePath+"/additionalDetails",schemaPath:"#/properties/additionalDetails/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid7 = _errs111 === errors;
valid19 = valid19 || _valid7;
if(!valid19){
const err89 = {instancePath:instancePath+"/additionalDetails",schemaPath:"#/properties/additionalDetails/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
else {
errors = _errs108;
if(vErrors !== null){
if(_errs108){
vErrors.length = _errs108;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err90 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"message":true,"codexErrorInfo":true,"additionalDetails":true},"dynamicProps":false,"dynamicItems":false};


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/error-notification.schema.json" */;
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
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.params === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("error" !== data0){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.error === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.willRetry === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "willRetry"},message:"must have required property '"+"willRetry"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.threadId === undefined){
const err6 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.turnId === undefined){
const err7 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.error !== undefined){
if(!(validate25(data1.error, {instancePath:instancePath+"/params/error",parentData:data1,parentDataProperty:"error",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data1.willRetry !== undefined){
if(typeof data1.willRetry !== "boolean"){
const err8 = {instancePath:instancePath+"/params/willRetry",schemaPath:"#/properties/params/properties/willRetry/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.threadId !== undefined){
if(typeof data1.threadId !== "string"){
const err9 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.turnId !== undefined){
if(typeof data1.turnId !== "string"){
const err10 = {instancePath:instancePath+"/params/turnId",schemaPath:"#/properties/params/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostErrorResponse = validate27;
const schema40 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/error-response.schema.json","title":"Error response","description":"The answer to any request that failed, in either direction. Codex 0.171.0 does not answer a line it cannot parse, or one without a method, at all. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","error"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"error":{"type":"object","required":["code","message"],"properties":{"code":{"type":"integer","description":"-32700 parse error, -32600 invalid request (also \"Not initialized\", \"Already initialized\", an unknown or unloaded thread, no active turn), -32601 method not found, -32602 invalid params, -32603 internal error, -32001 \"Server overloaded; retry later.\" (retry with backoff)."},"message":{"type":"string"},"data":{}}}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/error-response.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
if(data.error !== undefined){
let data1 = data.error;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.code === undefined){
const err5 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.message === undefined){
const err6 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.code !== undefined){
let data2 = data1.code;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.message !== undefined){
if(typeof data1.message !== "string"){
const err8 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"id":true,"error":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostFileChangeApprovalRequest = validate28;
const schema42 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/file-change-approval-request.schema.json","title":"item/fileChange/requestApproval","description":"Sent by the host: may these file changes be applied? The client must answer. Order: item/started, this request, the answer, serverRequest/resolved, item/completed. When the turn ends first, serverRequest/resolved comes without an answer: the request is stale. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","method","params"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"method":{"type":"string","const":"item/fileChange/requestApproval"},"params":{"type":"object","required":["threadId","turnId","itemId","startedAtMs"],"properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"itemId":{"type":"string","description":"The item (already announced by item/started) the approval is about."},"startedAtMs":{"type":"integer","description":"Unix milliseconds."},"reason":{"anyOf":[{"type":"string"},{"type":"null"}]},"grantRoot":{"anyOf":[{"type":"string"},{"type":"null"}]}}}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/file-change-approval-request.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.params === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err5 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("item/fileChange/requestApproval" !== data1){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "item/fileChange/requestApproval"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.threadId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.turnId === undefined){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.itemId === undefined){
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "itemId"},message:"must have required property '"+"itemId"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.startedAtMs === undefined){
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "startedAtMs"},message:"must have required property '"+"startedAtMs"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.threadId !== undefined){
if(typeof data2.threadId !== "string"){
const err12 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.turnId !== undefined){
if(typeof data2.turnId !== "string"){
const err13 = {instancePath:instancePath+"/params/turnId",schemaPath:"#/properties/params/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.itemId !== undefined){
if(typeof data2.itemId !== "string"){
const err14 = {instancePath:instancePath+"/params/itemId",schemaPath:"#/properties/params/properties/itemId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.startedAtMs !== undefined){
let data6 = data2.startedAtMs;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err15 = {instancePath:instancePath+"/params/startedAtMs",schemaPath:"#/properties/params/properties/startedAtMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.reason !== undefined){
let data7 = data2.reason;
const _errs21 = errors;
let valid4 = false;
const _errs22 = errors;
if(typeof data7 !== "string"){
const err16 = {instancePath:instancePath+"/params/reason",schemaPath:"#/properties/params/properties/reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
const _errs24 = errors;
if(data7 !== null){
const err17 = {instancePath:instancePath+"/params/reason",schemaPath:"#/properties/params/properties/reason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err18 = {instancePath:instancePath+"/params/reason",schemaPath:"#/properties/params/properties/reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
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
if(data2.grantRoot !== undefined){
let data8 = data2.grantRoot;
const _errs27 = errors;
let valid5 = false;
const _errs28 = errors;
if(typeof data8 !== "string"){
const err19 = {instancePath:instancePath+"/params/grantRoot",schemaPath:"#/properties/params/properties/grantRoot/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid5 = valid5 || _valid2;
const _errs30 = errors;
if(data8 !== null){
const err20 = {instancePath:instancePath+"/params/grantRoot",schemaPath:"#/properties/params/properties/grantRoot/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid2 = _errs30 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err21 = {instancePath:instancePath+"/params/grantRoot",schemaPath:"#/properties/params/properties/grantRoot/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
const err22 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"id":true,"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostFileChangeApprovalResponse = validate29;
const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/file-change-approval-response.schema.json","title":"file change approval answer","description":"Sent by the client to answer item/fileChange/requestApproval. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","result"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"result":{"type":"object","required":["decision"],"properties":{"decision":{"anyOf":[{"type":"string","const":"accept","description":"Run it once."},{"type":"string","const":"acceptForSession","description":"Run it, and the same kind without asking for the session."},{"type":"string","const":"decline","description":"Do not run it; the turn goes on. What an expired approval answers (HO-008)."},{"type":"string","const":"cancel","description":"Do not run it, and interrupt the turn."}],"description":"The client's answer."}}}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/file-change-approval-response.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.result === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
if(data.result !== undefined){
let data1 = data.result;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.decision === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "decision"},message:"must have required property '"+"decision"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.decision !== undefined){
let data2 = data1.decision;
const _errs11 = errors;
let valid4 = false;
const _errs12 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("accept" !== data2){
const err7 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/0/const",keyword:"const",params:{allowedValue: "accept"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid4 = valid4 || _valid1;
const _errs14 = errors;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("acceptForSession" !== data2){
const err9 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/1/const",keyword:"const",params:{allowedValue: "acceptForSession"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
const _errs16 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("decline" !== data2){
const err11 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/2/const",keyword:"const",params:{allowedValue: "decline"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("cancel" !== data2){
const err13 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf/3/const",keyword:"const",params:{allowedValue: "cancel"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err14 = {instancePath:instancePath+"/result/decision",schemaPath:"#/properties/result/properties/decision/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
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
}
else {
const err15 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"id":true,"result":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostInitializeRequest = validate30;
const schema46 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/initialize-request.schema.json","title":"initialize","description":"The first request on a connection, once. Any other request before it is refused with \"Not initialized\"; a second initialize with \"Already initialized\". The client then sends the initialized notification. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","method","params"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"method":{"type":"string","const":"initialize"},"params":{"type":"object","required":["clientInfo"],"properties":{"clientInfo":{"type":"object","required":["name","version"],"properties":{"name":{"type":"string","minLength":1,"description":"Identifies the client to the host (and to OpenAI compliance logs)."},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"version":{"type":"string"}}},"capabilities":{"anyOf":[{"type":"object","properties":{"experimentalApi":{"type":"boolean"},"optOutNotificationMethods":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}],"description":"Exact notification methods the host must not send on this connection."}}},{"type":"null"}]}}}}};
const func1 = require("ajv/dist/runtime/ucs2length").default;

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/initialize-request.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.params === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err5 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("initialize" !== data1){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "initialize"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.clientInfo === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "clientInfo"},message:"must have required property '"+"clientInfo"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.clientInfo !== undefined){
let data3 = data2.clientInfo;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.name === undefined){
const err9 = {instancePath:instancePath+"/params/clientInfo",schemaPath:"#/properties/params/properties/clientInfo/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.version === undefined){
const err10 = {instancePath:instancePath+"/params/clientInfo",schemaPath:"#/properties/params/properties/clientInfo/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.name !== undefined){
let data4 = data3.name;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err11 = {instancePath:instancePath+"/params/clientInfo/name",schemaPath:"#/properties/params/properties/clientInfo/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/params/clientInfo/name",schemaPath:"#/properties/params/properties/clientInfo/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.title !== undefined){
let data5 = data3.title;
const _errs17 = errors;
let valid5 = false;
const _errs18 = errors;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/params/clientInfo/title",schemaPath:"#/properties/params/properties/clientInfo/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid5 = valid5 || _valid1;
const _errs20 = errors;
if(data5 !== null){
const err14 = {instancePath:instancePath+"/params/clientInfo/title",schemaPath:"#/properties/params/properties/clientInfo/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err15 = {instancePath:instancePath+"/params/clientInfo/title",schemaPath:"#/properties/params/properties/clientInfo/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
if(data3.version !== undefined){
if(typeof data3.version !== "string"){
const err16 = {instancePath:instancePath+"/params/clientInfo/version",schemaPath:"#/properties/params/properties/clientInfo/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err17 = {instancePath:instancePath+"/params/clientInfo",schemaPath:"#/properties/params/properties/clientInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.capabilities !== undefined){
let data7 = data2.capabilities;
const _errs25 = errors;
let valid6 = false;
const _errs26 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.experimentalApi !== undefined){
if(typeof data7.experimentalApi !== "boolean"){
const err18 = {instancePath:instancePath+"/params/capabilities/experimentalApi",schemaPath:"#/properties/params/properties/capabilities/anyOf/0/properties/experimentalApi/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data7.optOutNotificationMethods !== undefined){
let data9 = data7.optOutNotificationMethods;
const _errs31 = errors;
let valid8 = false;
const _errs32 = errors;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(typeof data9[i0] !== "string"){
const err19 = {instancePath:instancePath+"/params/capabilities/optOutNotificationMethods/" + i0,schemaPath:"#/properties/params/properties/capabilities/anyOf/0/properties/optOutNotificationMethods/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/params/capabilities/optOutNotificationMethods",schemaPath:"#/properties/params/properties/capabilities/anyOf/0/properties/optOutNotificationMethods/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid3 = _errs32 === errors;
valid8 = valid8 || _valid3;
const _errs36 = errors;
if(data9 !== null){
const err21 = {instancePath:instancePath+"/params/capabilities/optOutNotificationMethods",schemaPath:"#/properties/params/properties/capabilities/anyOf/0/properties/optOutNotificationMethods/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid3 = _errs36 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const err22 = {instancePath:instancePath+"/params/capabilities/optOutNotificationMethods",schemaPath:"#/properties/params/properties/capabilities/anyOf/0/properties/optOutNotificationMethods/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
const err23 = {instancePath:instancePath+"/params/capabilities",schemaPath:"#/properties/params/properties/capabilities/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid2 = _errs26 === errors;
valid6 = valid6 || _valid2;
if(_valid2){
var props0 = {};
props0.experimentalApi = true;
props0.optOutNotificationMethods = true;
}
const _errs38 = errors;
if(data7 !== null){
const err24 = {instancePath:instancePath+"/params/capabilities",schemaPath:"#/properties/params/properties/capabilities/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs38 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const err25 = {instancePath:instancePath+"/params/capabilities",schemaPath:"#/properties/params/properties/capabilities/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err26 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"id":true,"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostInitializeResponse = validate31;
const schema48 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/initialize-response.schema.json","title":"initialize result","description":"The answer to initialize. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","result"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"result":{"type":"object","required":["userAgent","codexHome","platformFamily","platformOs"],"properties":{"userAgent":{"type":"string","description":"The user agent the host presents upstream, with its version."},"codexHome":{"type":"string","description":"The absolute path of the host's CODEX_HOME."},"platformFamily":{"type":"string","description":"e.g. \"unix\"."},"platformOs":{"type":"string","description":"e.g. \"linux\"."}}}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/initialize-response.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.result === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
if(data.result !== undefined){
let data1 = data.result;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.userAgent === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "userAgent"},message:"must have required property '"+"userAgent"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.codexHome === undefined){
const err6 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "codexHome"},message:"must have required property '"+"codexHome"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.platformFamily === undefined){
const err7 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "platformFamily"},message:"must have required property '"+"platformFamily"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.platformOs === undefined){
const err8 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "platformOs"},message:"must have required property '"+"platformOs"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.userAgent !== undefined){
if(typeof data1.userAgent !== "string"){
const err9 = {instancePath:instancePath+"/result/userAgent",schemaPath:"#/properties/result/properties/userAgent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.codexHome !== undefined){
if(typeof data1.codexHome !== "string"){
const err10 = {instancePath:instancePath+"/result/codexHome",schemaPath:"#/properties/result/properties/codexHome/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.platformFamily !== undefined){
if(typeof data1.platformFamily !== "string"){
const err11 = {instancePath:instancePath+"/result/platformFamily",schemaPath:"#/properties/result/properties/platformFamily/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.platformOs !== undefined){
if(typeof data1.platformOs !== "string"){
const err12 = {instancePath:instancePath+"/result/platformOs",schemaPath:"#/properties/result/properties/platformOs/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"id":true,"result":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostInitializedNotification = validate32;
const schema50 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/initialized-notification.schema.json","title":"initialized","description":"Sent by the client after the initialize result; completes the handshake. It has no params. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["method"],"properties":{"method":{"type":"string","const":"initialized"}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/initialized-notification.schema.json" */;
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
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("initialized" !== data0){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "initialized"},message:"must be equal to constant"};
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
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"method":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostItemCompletedNotification = validate33;
const schema51 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/item-completed-notification.schema.json","title":"item/completed","description":"The final state of an item; an agentMessage here carries its whole text. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["method","params"],"properties":{"method":{"type":"string","const":"item/completed"},"params":{"type":"object","required":["item","threadId","turnId","completedAtMs"],"properties":{"item":{"$ref":"https://larkspur.dev/spec/host/thread-item.schema.json"},"threadId":{"type":"string"},"turnId":{"type":"string"},"completedAtMs":{"type":"integer","description":"Unix milliseconds."}}}}};
const schema52 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/thread-item.schema.json","title":"Thread item","description":"One item of a turn, discriminated by type. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","anyOf":[{"type":"object","required":["type","id","content"],"properties":{"type":{"type":"string","const":"userMessage"},"id":{"type":"string"},"content":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/host/user-input.schema.json"}}}},{"type":"object","required":["type","id","text"],"properties":{"type":{"type":"string","const":"agentMessage"},"id":{"type":"string"},"text":{"type":"string"}},"description":"Text the user sees. In item/completed, text is final; deltas concatenate per item id."},{"type":"object","required":["type","id"],"properties":{"type":{"type":"string","const":"reasoning"},"id":{"type":"string"},"summary":{"type":"array","items":{"type":"string"}},"content":{"type":"array","items":{"type":"string"}}}},{"type":"object","required":["type","id","command","cwd","status"],"properties":{"type":{"type":"string","const":"commandExecution"},"id":{"type":"string"},"command":{"type":"string"},"cwd":{"type":"string"},"status":{"anyOf":[{"type":"string","const":"inProgress"},{"type":"string","const":"completed"},{"type":"string","const":"failed"},{"type":"string","const":"declined"}]}}},{"type":"object","required":["type","id","changes","status"],"properties":{"type":{"type":"string","const":"fileChange"},"id":{"type":"string"},"changes":{"type":"array","items":{"type":"object","required":["path","diff"],"properties":{"path":{"type":"string"},"diff":{"type":"string"}}}},"status":{"anyOf":[{"type":"string","const":"inProgress"},{"type":"string","const":"completed"},{"type":"string","const":"failed"},{"type":"string","const":"declined"}]}}},{"type":"object","required":["type","id"],"properties":{"type":{"type":"string","not":{"enum":["userMessage","agentMessage","reasoning","commandExecution","fileChange"]}},"id":{"type":"string"}},"description":"Any other item type (mcpToolCall, webSearch, plan, …): outside the subset, passed over by clients."}]};
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/user-input.schema.json","title":"User input","description":"One part of the input of a turn or a steer, or of a userMessage item read back. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","anyOf":[{"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"text"},"text":{"type":"string"},"text_elements":{"type":"array","items":{},"description":"UI spans inside text; unused here. Snake case on the wire, unlike the rest."}}},{"type":"object","required":["type","url"],"properties":{"type":{"type":"string","const":"image"},"url":{"type":"string","description":"An http(s) or data: URL."},"detail":{"anyOf":[{"type":"string","const":"auto"},{"type":"string","const":"low"},{"type":"string","const":"high"},{"type":"string","const":"original"},{"type":"null"}],"description":"How closely the model looks at the image."}},"description":"An image by URL."},{"type":"object","required":["type","fileId"],"properties":{"type":{"type":"string","const":"image"},"fileId":{"type":"string","description":"A file uploaded to the model provider."},"detail":{"anyOf":[{"type":"string","const":"auto"},{"type":"string","const":"low"},{"type":"string","const":"high"},{"type":"string","const":"original"},{"type":"null"}],"description":"How closely the model looks at the image."}},"description":"An image by the id of an uploaded file."},{"type":"object","required":["type","path"],"properties":{"type":{"type":"string","const":"localImage"},"path":{"type":"string","description":"A path the host can read."},"detail":{"anyOf":[{"type":"string","const":"auto"},{"type":"string","const":"low"},{"type":"string","const":"high"},{"type":"string","const":"original"},{"type":"null"}],"description":"How closely the model looks at the image."}}},{"type":"object","required":["type"],"properties":{"type":{"type":"string","not":{"enum":["text","image","localImage"]}}},"description":"Any other kind (audio, localAudio, skill, mention in 0.171.0; more in a newer Codex): read back in thread items, passed over by clients."}]};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/thread-item.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
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
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content === undefined){
const err2 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("userMessage" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "userMessage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/anyOf/0/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.content !== undefined){
let data2 = data.content;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs11 = errors;
let valid5 = false;
const _errs12 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type === undefined){
const err6 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.text === undefined){
const err7 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.type !== undefined){
let data4 = data3.type;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("text" !== data4){
const err9 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.text !== undefined){
if(typeof data3.text !== "string"){
const err10 = {instancePath:instancePath+"/content/" + i0+"/text",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.text_elements !== undefined){
if(!(Array.isArray(data3.text_elements))){
const err11 = {instancePath:instancePath+"/content/" + i0+"/text_elements",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/properties/text_elements/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err12 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid5 = valid5 || _valid1;
if(_valid1){
var props0 = {};
props0.type = true;
props0.text = true;
props0.text_elements = true;
}
const _errs20 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type === undefined){
const err13 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.url === undefined){
const err14 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.type !== undefined){
let data7 = data3.type;
if(typeof data7 !== "string"){
const err15 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("image" !== data7){
const err16 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.url !== undefined){
if(typeof data3.url !== "string"){
const err17 = {instancePath:instancePath+"/content/" + i0+"/url",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.detail !== undefined){
let data9 = data3.detail;
const _errs27 = errors;
let valid8 = false;
const _errs28 = errors;
if(typeof data9 !== "string"){
const err18 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("auto" !== data9){
const err19 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid8 = valid8 || _valid2;
const _errs30 = errors;
if(typeof data9 !== "string"){
const err20 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("low" !== data9){
const err21 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs30 === errors;
valid8 = valid8 || _valid2;
const _errs32 = errors;
if(typeof data9 !== "string"){
const err22 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("high" !== data9){
const err23 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid8 = valid8 || _valid2;
const _errs34 = errors;
if(typeof data9 !== "string"){
const err24 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("original" !== data9){
const err25 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/3/const",keyword:"const",params:{allowedValue: "original"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid8 = valid8 || _valid2;
const _errs36 = errors;
if(data9 !== null){
const err26 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/4/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid2 = _errs36 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err27 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
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
const err28 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid5 = valid5 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.url = true;
props0.detail = true;
}
}
const _errs38 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type === undefined){
const err29 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data3.fileId === undefined){
const err30 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "fileId"},message:"must have required property '"+"fileId"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data3.type !== undefined){
let data10 = data3.type;
if(typeof data10 !== "string"){
const err31 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("image" !== data10){
const err32 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/type/const",keyword:"const",params:{allowedValue: "image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data3.fileId !== undefined){
if(typeof data3.fileId !== "string"){
const err33 = {instancePath:instancePath+"/content/" + i0+"/fileId",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/fileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data3.detail !== undefined){
let data12 = data3.detail;
const _errs45 = errors;
let valid10 = false;
const _errs46 = errors;
if(typeof data12 !== "string"){
const err34 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if("auto" !== data12){
const err35 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid3 = _errs46 === errors;
valid10 = valid10 || _valid3;
const _errs48 = errors;
if(typeof data12 !== "string"){
const err36 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if("low" !== data12){
const err37 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid3 = _errs48 === errors;
valid10 = valid10 || _valid3;
const _errs50 = errors;
if(typeof data12 !== "string"){
const err38 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if("high" !== data12){
const err39 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid3 = _errs50 === errors;
valid10 = valid10 || _valid3;
const _errs52 = errors;
if(typeof data12 !== "string"){
const err40 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if("original" !== data12){
const err41 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/3/const",keyword:"const",params:{allowedValue: "original"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid3 = _errs52 === errors;
valid10 = valid10 || _valid3;
const _errs54 = errors;
if(data12 !== null){
const err42 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/4/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid3 = _errs54 === errors;
valid10 = valid10 || _valid3;
if(!valid10){
const err43 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err44 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid1 = _errs38 === errors;
valid5 = valid5 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.fileId = true;
props0.detail = true;
}
}
const _errs56 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type === undefined){
const err45 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data3.path === undefined){
const err46 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data3.type !== undefined){
let data13 = data3.type;
if(typeof data13 !== "string"){
const err47 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if("localImage" !== data13){
const err48 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/type/const",keyword:"const",params:{allowedValue: "localImage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data3.path !== undefined){
if(typeof data3.path !== "string"){
const err49 = {instancePath:instancePath+"/content/" + i0+"/path",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data3.detail !== undefined){
let data15 = data3.detail;
const _errs63 = errors;
let valid12 = false;
const _errs64 = errors;
if(typeof data15 !== "string"){
const err50 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if("auto" !== data15){
const err51 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid4 = _errs64 === errors;
valid12 = valid12 || _valid4;
const _errs66 = errors;
if(typeof data15 !== "string"){
const err52 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if("low" !== data15){
const err53 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid4 = _errs66 === errors;
valid12 = valid12 || _valid4;
const _errs68 = errors;
if(typeof data15 !== "string"){
const err54 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if("high" !== data15){
const err55 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid4 = _errs68 === errors;
valid12 = valid12 || _valid4;
const _errs70 = errors;
if(typeof data15 !== "string"){
const err56 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if("original" !== data15){
const err57 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/3/const",keyword:"const",params:{allowedValue: "original"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid4 = _errs70 === errors;
valid12 = valid12 || _valid4;
const _errs72 = errors;
if(data15 !== null){
const err58 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/4/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid4 = _errs72 === errors;
valid12 = valid12 || _valid4;
if(!valid12){
const err59 = {instancePath:instancePath+"/content/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err60 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid1 = _errs56 === errors;
valid5 = valid5 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.path = true;
props0.detail = true;
}
}
const _errs74 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type === undefined){
const err61 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/4/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data3.type !== undefined){
let data16 = data3.type;
if(typeof data16 !== "string"){
const err62 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/4/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
const _errs78 = errors;
const _errs79 = errors;
if(!(((data16 === "text") || (data16 === "image")) || (data16 === "localImage"))){
const err63 = {};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var valid14 = _errs79 === errors;
if(valid14){
const err64 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/4/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err65 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid1 = _errs74 === errors;
valid5 = valid5 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
if(!valid5){
const err66 = {instancePath:instancePath+"/content/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
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
}
else {
const err67 = {instancePath:instancePath+"/content",schemaPath:"#/anyOf/0/properties/content/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props1 = {};
props1.type = true;
props1.id = true;
props1.content = true;
}
const _errs80 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err69 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data.id === undefined){
const err70 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data.text === undefined){
const err71 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data.type !== undefined){
let data17 = data.type;
if(typeof data17 !== "string"){
const err72 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if("agentMessage" !== data17){
const err73 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "agentMessage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err74 = {instancePath:instancePath+"/id",schemaPath:"#/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err75 = {instancePath:instancePath+"/text",schemaPath:"#/anyOf/1/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err76 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid0 = _errs80 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = props1 || {};
props1.type = true;
props1.id = true;
props1.text = true;
}
}
const _errs88 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err77 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data.id === undefined){
const err78 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data.type !== undefined){
let data20 = data.type;
if(typeof data20 !== "string"){
const err79 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/2/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if("reasoning" !== data20){
const err80 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/2/properties/type/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err81 = {instancePath:instancePath+"/id",schemaPath:"#/anyOf/2/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.summary !== undefined){
let data22 = data.summary;
if(Array.isArray(data22)){
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
if(typeof data22[i1] !== "string"){
const err82 = {instancePath:instancePath+"/summary/" + i1,schemaPath:"#/anyOf/2/properties/summary/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/2/properties/summary/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.content !== undefined){
let data24 = data.content;
if(Array.isArray(data24)){
const len2 = data24.length;
for(let i2=0; i2<len2; i2++){
if(typeof data24[i2] !== "string"){
const err84 = {instancePath:instancePath+"/content/" + i2,schemaPath:"#/anyOf/2/properties/content/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err85 = {instancePath:instancePath+"/content",schemaPath:"#/anyOf/2/properties/content/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err86 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid0 = _errs88 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = props1 || {};
props1.type = true;
props1.id = true;
props1.summary = true;
props1.content = true;
}
}
const _errs102 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err87 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data.id === undefined){
const err88 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data.command === undefined){
const err89 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data.cwd === undefined){
const err90 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "cwd"},message:"must have required property '"+"cwd"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data.status === undefined){
const err91 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data.type !== undefined){
let data26 = data.type;
if(typeof data26 !== "string"){
const err92 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/3/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if("commandExecution" !== data26){
const err93 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/3/properties/type/const",keyword:"const",params:{allowedValue: "commandExecution"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err94 = {instancePath:instancePath+"/id",schemaPath:"#/anyOf/3/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.command !== undefined){
if(typeof data.command !== "string"){
const err95 = {instancePath:instancePath+"/command",schemaPath:"#/anyOf/3/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.cwd !== undefined){
if(typeof data.cwd !== "string"){
const err96 = {instancePath:instancePath+"/cwd",schemaPath:"#/anyOf/3/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.status !== undefined){
let data30 = data.status;
const _errs113 = errors;
let valid22 = false;
const _errs114 = errors;
if(typeof data30 !== "string"){
const err97 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/3/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if("inProgress" !== data30){
const err98 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/3/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "inProgress"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid5 = _errs114 === errors;
valid22 = valid22 || _valid5;
const _errs116 = errors;
if(typeof data30 !== "string"){
const err99 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/3/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if("completed" !== data30){
const err100 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/3/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid5 = _errs116 === errors;
valid22 = valid22 || _valid5;
const _errs118 = errors;
if(typeof data30 !== "string"){
const err101 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/3/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if("failed" !== data30){
const err102 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/3/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid5 = _errs118 === errors;
valid22 = valid22 || _valid5;
const _errs120 = errors;
if(typeof data30 !== "string"){
const err103 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/3/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if("declined" !== data30){
const err104 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/3/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "declined"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid5 = _errs120 === errors;
valid22 = valid22 || _valid5;
if(!valid22){
const err105 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/3/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
else {
errors = _errs113;
if(vErrors !== null){
if(_errs113){
vErrors.length = _errs113;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err106 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid0 = _errs102 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = props1 || {};
props1.type = true;
props1.id = true;
props1.command = true;
props1.cwd = true;
props1.status = true;
}
}
const _errs122 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err107 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data.id === undefined){
const err108 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(data.changes === undefined){
const err109 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "changes"},message:"must have required property '"+"changes"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data.status === undefined){
const err110 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data.type !== undefined){
let data31 = data.type;
if(typeof data31 !== "string"){
const err111 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/4/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if("fileChange" !== data31){
const err112 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/4/properties/type/const",keyword:"const",params:{allowedValue: "fileChange"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err113 = {instancePath:instancePath+"/id",schemaPath:"#/anyOf/4/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data.changes !== undefined){
let data33 = data.changes;
if(Array.isArray(data33)){
const len3 = data33.length;
for(let i3=0; i3<len3; i3++){
let data34 = data33[i3];
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.path === undefined){
const err114 = {instancePath:instancePath+"/changes/" + i3,schemaPath:"#/anyOf/4/properties/changes/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data34.diff === undefined){
const err115 = {instancePath:instancePath+"/changes/" + i3,schemaPath:"#/anyOf/4/properties/changes/items/required",keyword:"required",params:{missingProperty: "diff"},message:"must have required property '"+"diff"+"'"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data34.path !== undefined){
if(typeof data34.path !== "string"){
const err116 = {instancePath:instancePath+"/changes/" + i3+"/path",schemaPath:"#/anyOf/4/properties/changes/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data34.diff !== undefined){
if(typeof data34.diff !== "string"){
const err117 = {instancePath:instancePath+"/changes/" + i3+"/diff",schemaPath:"#/anyOf/4/properties/changes/items/properties/diff/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
else {
const err118 = {instancePath:instancePath+"/changes/" + i3,schemaPath:"#/anyOf/4/properties/changes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/changes",schemaPath:"#/anyOf/4/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data.status !== undefined){
let data37 = data.status;
const _errs137 = errors;
let valid27 = false;
const _errs138 = errors;
if(typeof data37 !== "string"){
const err120 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if("inProgress" !== data37){
const err121 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "inProgress"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var _valid6 = _errs138 === errors;
valid27 = valid27 || _valid6;
const _errs140 = errors;
if(typeof data37 !== "string"){
const err122 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if("completed" !== data37){
const err123 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var _valid6 = _errs140 === errors;
valid27 = valid27 || _valid6;
const _errs142 = errors;
if(typeof data37 !== "string"){
const err124 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if("failed" !== data37){
const err125 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var _valid6 = _errs142 === errors;
valid27 = valid27 || _valid6;
const _errs144 = errors;
if(typeof data37 !== "string"){
const err126 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if("declined" !== data37){
const err127 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "declined"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid6 = _errs144 === errors;
valid27 = valid27 || _valid6;
if(!valid27){
const err128 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
else {
errors = _errs137;
if(vErrors !== null){
if(_errs137){
vErrors.length = _errs137;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err129 = {instancePath,schemaPath:"#/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
var _valid0 = _errs122 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = props1 || {};
props1.type = true;
props1.id = true;
props1.changes = true;
props1.status = true;
}
}
const _errs146 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err130 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(data.id === undefined){
const err131 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data.type !== undefined){
let data38 = data.type;
if(typeof data38 !== "string"){
const err132 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/5/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
const _errs150 = errors;
const _errs151 = errors;
if(!(((((data38 === "userMessage") || (data38 === "agentMessage")) || (data38 === "reasoning")) || (data38 === "commandExecution")) || (data38 === "fileChange"))){
const err133 = {};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var valid29 = _errs151 === errors;
if(valid29){
const err134 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/5/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
else {
errors = _errs150;
if(vErrors !== null){
if(_errs150){
vErrors.length = _errs150;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err135 = {instancePath:instancePath+"/id",schemaPath:"#/anyOf/5/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
else {
const err136 = {instancePath,schemaPath:"#/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var _valid0 = _errs146 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = props1 || {};
props1.type = true;
props1.id = true;
}
}
if(!valid0){
const err137 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
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
validate34.errors = vErrors;
evaluated0.props = props1;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/item-completed-notification.schema.json" */;
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
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.params === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("item/completed" !== data0){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "item/completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.item === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.threadId === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.turnId === undefined){
const err6 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.completedAtMs === undefined){
const err7 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "completedAtMs"},message:"must have required property '"+"completedAtMs"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.item !== undefined){
if(!(validate34(data1.item, {instancePath:instancePath+"/params/item",parentData:data1,parentDataProperty:"item",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
if(data1.threadId !== undefined){
if(typeof data1.threadId !== "string"){
const err8 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.turnId !== undefined){
if(typeof data1.turnId !== "string"){
const err9 = {instancePath:instancePath+"/params/turnId",schemaPath:"#/properties/params/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.completedAtMs !== undefined){
let data5 = data1.completedAtMs;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/params/completedAtMs",schemaPath:"#/properties/params/properties/completedAtMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostItemStartedNotification = validate36;
const schema54 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/item-started-notification.schema.json","title":"item/started","description":"An item began: a coarse phase for progress (DE-002), without its arguments. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["method","params"],"properties":{"method":{"type":"string","const":"item/started"},"params":{"type":"object","required":["item","threadId","turnId","startedAtMs"],"properties":{"item":{"$ref":"https://larkspur.dev/spec/host/thread-item.schema.json"},"threadId":{"type":"string"},"turnId":{"type":"string"},"startedAtMs":{"type":"integer","description":"Unix milliseconds."}}}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/item-started-notification.schema.json" */;
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
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.params === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("item/started" !== data0){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "item/started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.item === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.threadId === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.turnId === undefined){
const err6 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.startedAtMs === undefined){
const err7 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "startedAtMs"},message:"must have required property '"+"startedAtMs"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.item !== undefined){
if(!(validate34(data1.item, {instancePath:instancePath+"/params/item",parentData:data1,parentDataProperty:"item",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
if(data1.threadId !== undefined){
if(typeof data1.threadId !== "string"){
const err8 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.turnId !== undefined){
if(typeof data1.turnId !== "string"){
const err9 = {instancePath:instancePath+"/params/turnId",schemaPath:"#/properties/params/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.startedAtMs !== undefined){
let data5 = data1.startedAtMs;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/params/startedAtMs",schemaPath:"#/properties/params/properties/startedAtMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostRequestId = validate38;

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/request-id.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
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
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
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
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateHostServerRequestResolvedNotification = validate39;
const schema56 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/server-request-resolved-notification.schema.json","title":"serverRequest/resolved","description":"A request the host sent (an approval) is settled: answered, or cleared because its turn ended. A bridge retires the approval card then. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["method","params"],"properties":{"method":{"type":"string","const":"serverRequest/resolved"},"params":{"type":"object","required":["threadId","requestId"],"properties":{"threadId":{"type":"string"},"requestId":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"}}}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/server-request-resolved-notification.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.params === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("serverRequest/resolved" !== data0){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "serverRequest/resolved"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.threadId === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.requestId === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.threadId !== undefined){
if(typeof data1.threadId !== "string"){
const err6 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.requestId !== undefined){
let data3 = data1.requestId;
const _errs9 = errors;
let valid3 = false;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/params/requestId",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid3 = valid3 || _valid0;
const _errs12 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/params/requestId",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err9 = {instancePath:instancePath+"/params/requestId",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
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
}
else {
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostThread = validate40;
const schema58 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/thread.schema.json","title":"Thread","description":"A conversation on the host. It outlives the host process (stored on disk) and is resumed by id. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","preview","modelProvider","createdAt","updatedAt","status","cwd","ephemeral","cliVersion","turns"],"properties":{"id":{"type":"string"},"preview":{"type":"string","description":"Usually the first user message."},"modelProvider":{"type":"string","description":"The provider the thread runs on; checked against configuration (HO-002)."},"createdAt":{"type":"integer","description":"Unix seconds."},"updatedAt":{"type":"integer","description":"Unix seconds."},"status":{"$ref":"https://larkspur.dev/spec/host/thread-status.schema.json"},"cwd":{"type":"string"},"ephemeral":{"type":"boolean"},"cliVersion":{"type":"string","description":"The Codex version that created the thread."},"turns":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/host/turn.schema.json"},"description":"Filled by thread/resume (unless excludeTurns) and by thread/read with includeTurns, both deprecated for paginated threads: read turns with thread/turns/list. Empty elsewhere."}}};
const schema59 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/thread-status.schema.json","title":"Thread status","description":"The runtime status of a thread, discriminated by type. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","anyOf":[{"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"notLoaded"}},"description":"Stored, but not loaded by this host process."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"idle"}},"description":"Loaded, no turn running."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"systemError"}},"description":"Loaded, and broken."},{"type":"object","required":["type","activeFlags"],"properties":{"type":{"type":"string","const":"active"},"activeFlags":{"type":"array","items":{"anyOf":[{"type":"string","const":"waitingOnApproval"},{"type":"string","const":"waitingOnUserInput"}]}}},"description":"A turn runs. A stop is proven only by a fresh read that is not active (HO-004)."}]};
const schema60 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/turn.schema.json","title":"Turn","description":"One turn of a thread: user input in, agent items out. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","items","status"],"properties":{"id":{"type":"string"},"items":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/host/thread-item.schema.json"},"description":"Empty in turn/start and turn/started; turn/completed carries the turn's items (its agent messages); thread/turns/list fills them."},"status":{"anyOf":[{"type":"string","const":"inProgress"},{"type":"string","const":"completed"},{"type":"string","const":"interrupted"},{"type":"string","const":"failed"}],"description":"inProgress while the turn runs; a turn is done only once it is one of the other three."},"error":{"anyOf":[{"$ref":"https://larkspur.dev/spec/host/turn-error.schema.json"},{"type":"null"}],"description":"Set when status is failed."},"startedAt":{"anyOf":[{"type":"integer"},{"type":"null"}],"description":"Unix seconds."},"completedAt":{"anyOf":[{"type":"integer"},{"type":"null"}],"description":"Unix seconds."},"durationMs":{"anyOf":[{"type":"integer"},{"type":"null"}]}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/turn.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.items !== undefined){
let data1 = data.items;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate34(data1[i0], {instancePath:instancePath+"/items/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
const _errs7 = errors;
let valid3 = false;
const _errs8 = errors;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("inProgress" !== data3){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "inProgress"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid3 = valid3 || _valid0;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("completed" !== data3){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid3 = valid3 || _valid0;
const _errs12 = errors;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("interrupted" !== data3){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "interrupted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
const _errs14 = errors;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("failed" !== data3){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
if(data.error !== undefined){
let data4 = data.error;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
if(!(validate25(data4, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(_valid1){
var props1 = {};
props1.message = true;
props1.codexErrorInfo = true;
props1.additionalDetails = true;
}
const _errs19 = errors;
if(data4 !== null){
const err14 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err15 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
if(data.startedAt !== undefined){
let data5 = data.startedAt;
const _errs22 = errors;
let valid5 = false;
const _errs23 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid5 = valid5 || _valid2;
const _errs25 = errors;
if(data5 !== null){
const err17 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs25 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err18 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
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
if(data.completedAt !== undefined){
let data6 = data.completedAt;
const _errs28 = errors;
let valid6 = false;
const _errs29 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid3 = _errs29 === errors;
valid6 = valid6 || _valid3;
const _errs31 = errors;
if(data6 !== null){
const err20 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err21 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
if(data.durationMs !== undefined){
let data7 = data.durationMs;
const _errs34 = errors;
let valid7 = false;
const _errs35 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err22 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid4 = _errs35 === errors;
valid7 = valid7 || _valid4;
const _errs37 = errors;
if(data7 !== null){
const err23 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid4 = _errs37 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const err24 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
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
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"id":true,"items":true,"status":true,"error":true,"startedAt":true,"completedAt":true,"durationMs":true},"dynamicProps":false,"dynamicItems":false};


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/thread.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.preview === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "preview"},message:"must have required property '"+"preview"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.modelProvider === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modelProvider"},message:"must have required property '"+"modelProvider"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.createdAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.updatedAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.status === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.cwd === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cwd"},message:"must have required property '"+"cwd"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.ephemeral === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ephemeral"},message:"must have required property '"+"ephemeral"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.cliVersion === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cliVersion"},message:"must have required property '"+"cliVersion"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.turns === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turns"},message:"must have required property '"+"turns"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.preview !== undefined){
if(typeof data.preview !== "string"){
const err11 = {instancePath:instancePath+"/preview",schemaPath:"#/properties/preview/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.modelProvider !== undefined){
if(typeof data.modelProvider !== "string"){
const err12 = {instancePath:instancePath+"/modelProvider",schemaPath:"#/properties/modelProvider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data3 = data.createdAt;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data4 = data.updatedAt;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
const _errs13 = errors;
let valid2 = false;
const _errs14 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err15 = {instancePath:instancePath+"/status",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.type !== undefined){
let data6 = data5.type;
if(typeof data6 !== "string"){
const err16 = {instancePath:instancePath+"/status/type",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("notLoaded" !== data6){
const err17 = {instancePath:instancePath+"/status/type",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "notLoaded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/status",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props0 = {};
props0.type = true;
}
const _errs18 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err19 = {instancePath:instancePath+"/status",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.type !== undefined){
let data7 = data5.type;
if(typeof data7 !== "string"){
const err20 = {instancePath:instancePath+"/status/type",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("idle" !== data7){
const err21 = {instancePath:instancePath+"/status/type",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "idle"},message:"must be equal to constant"};
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
const err22 = {instancePath:instancePath+"/status",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
const _errs22 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err23 = {instancePath:instancePath+"/status",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.type !== undefined){
let data8 = data5.type;
if(typeof data8 !== "string"){
const err24 = {instancePath:instancePath+"/status/type",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/2/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("systemError" !== data8){
const err25 = {instancePath:instancePath+"/status/type",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/2/properties/type/const",keyword:"const",params:{allowedValue: "systemError"},message:"must be equal to constant"};
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
const err26 = {instancePath:instancePath+"/status",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
const _errs26 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err27 = {instancePath:instancePath+"/status",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data5.activeFlags === undefined){
const err28 = {instancePath:instancePath+"/status",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "activeFlags"},message:"must have required property '"+"activeFlags"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data5.type !== undefined){
let data9 = data5.type;
if(typeof data9 !== "string"){
const err29 = {instancePath:instancePath+"/status/type",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/3/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("active" !== data9){
const err30 = {instancePath:instancePath+"/status/type",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/3/properties/type/const",keyword:"const",params:{allowedValue: "active"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.activeFlags !== undefined){
let data10 = data5.activeFlags;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
const _errs33 = errors;
let valid9 = false;
const _errs34 = errors;
if(typeof data11 !== "string"){
const err31 = {instancePath:instancePath+"/status/activeFlags/" + i0,schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/3/properties/activeFlags/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("waitingOnApproval" !== data11){
const err32 = {instancePath:instancePath+"/status/activeFlags/" + i0,schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/3/properties/activeFlags/items/anyOf/0/const",keyword:"const",params:{allowedValue: "waitingOnApproval"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid9 = valid9 || _valid1;
const _errs36 = errors;
if(typeof data11 !== "string"){
const err33 = {instancePath:instancePath+"/status/activeFlags/" + i0,schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/3/properties/activeFlags/items/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if("waitingOnUserInput" !== data11){
const err34 = {instancePath:instancePath+"/status/activeFlags/" + i0,schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/3/properties/activeFlags/items/anyOf/1/const",keyword:"const",params:{allowedValue: "waitingOnUserInput"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid1 = _errs36 === errors;
valid9 = valid9 || _valid1;
if(!valid9){
const err35 = {instancePath:instancePath+"/status/activeFlags/" + i0,schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/3/properties/activeFlags/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
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
}
else {
const err36 = {instancePath:instancePath+"/status/activeFlags",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/3/properties/activeFlags/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err37 = {instancePath:instancePath+"/status",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.activeFlags = true;
}
}
if(!valid2){
const err38 = {instancePath:instancePath+"/status",schemaPath:"https://larkspur.dev/spec/host/thread-status.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.cwd !== undefined){
if(typeof data.cwd !== "string"){
const err39 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.ephemeral !== undefined){
if(typeof data.ephemeral !== "boolean"){
const err40 = {instancePath:instancePath+"/ephemeral",schemaPath:"#/properties/ephemeral/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.cliVersion !== undefined){
if(typeof data.cliVersion !== "string"){
const err41 = {instancePath:instancePath+"/cliVersion",schemaPath:"#/properties/cliVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.turns !== undefined){
let data15 = data.turns;
if(Array.isArray(data15)){
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
if(!(validate41(data15[i1], {instancePath:instancePath+"/turns/" + i1,parentData:data15,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
else {
const err42 = {instancePath:instancePath+"/turns",schemaPath:"#/properties/turns/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"id":true,"preview":true,"modelProvider":true,"createdAt":true,"updatedAt":true,"status":true,"cwd":true,"ephemeral":true,"cliVersion":true,"turns":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostThreadItem = validate34;

export const validateHostThreadReadRequest = validate45;
const schema61 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/thread-read-request.schema.json","title":"thread/read","description":"Reads a thread without loading it: its status is the readback that proves a stop (HO-004). An id the host has no rollout for answers -32600 \"thread not loaded: <id>\"; a stored thread another process made reads notLoaded until thread/resume. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","method","params"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"method":{"type":"string","const":"thread/read"},"params":{"type":"object","required":["threadId"],"properties":{"threadId":{"type":"string","minLength":1},"includeTurns":{"type":"boolean","description":"Also return the turns with their items. Deprecated in 0.171.0: every such read draws a deprecationNotice, and on a thread with no turn yet it fails (-32601 \"list_turns is not supported yet\"). Use thread/turns/list."}}}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/thread-read-request.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.params === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err5 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("thread/read" !== data1){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "thread/read"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.threadId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.threadId !== undefined){
let data3 = data2.threadId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err9 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.includeTurns !== undefined){
if(typeof data2.includeTurns !== "boolean"){
const err11 = {instancePath:instancePath+"/params/includeTurns",schemaPath:"#/properties/params/properties/includeTurns/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err12 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":{"id":true,"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostThreadReadResponse = validate46;
const schema63 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/thread-read-response.schema.json","title":"thread/read result","description":"The thread as the host sees it now; status.type is the truth about whether a turn runs. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","result"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"result":{"type":"object","required":["thread"],"properties":{"thread":{"$ref":"https://larkspur.dev/spec/host/thread.schema.json"}}}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/thread-read-response.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.result === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
if(data.result !== undefined){
let data1 = data.result;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.thread === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "thread"},message:"must have required property '"+"thread"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.thread !== undefined){
if(!(validate40(data1.thread, {instancePath:instancePath+"/result/thread",parentData:data1,parentDataProperty:"thread",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"id":true,"result":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostThreadResumeRequest = validate48;
const schema65 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/thread-resume-request.schema.json","title":"thread/resume","description":"Loads a stored thread into this host process so that turns can start on it; needed after every host restart. An unknown thread is an error response (-32600, \"no rollout found for thread id …\"): the only case in which a bridge may start a replacement thread, and visibly (HO-001). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","method","params"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"method":{"type":"string","const":"thread/resume"},"params":{"type":"object","required":["threadId"],"properties":{"threadId":{"type":"string","minLength":1},"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"modelProvider":{"anyOf":[{"type":"string","description":"The provider to run on; read back from the result (HO-002)."},{"type":"null"}]},"cwd":{"anyOf":[{"type":"string"},{"type":"null"}]},"approvalPolicy":{"anyOf":[{"anyOf":[{"type":"string","const":"untrusted","description":"Ask before any command that is not known to be safe."},{"type":"string","const":"on-request","description":"The model asks when it wants to leave the sandbox."},{"type":"string","const":"never","description":"Never ask; a command that fails in the sandbox fails."},{"type":"object","required":["granular"],"properties":{"granular":{"type":"object","required":["mcp_elicitations","rules","sandbox_approval"],"properties":{"mcp_elicitations":{"type":"boolean"},"rules":{"type":"boolean"},"sandbox_approval":{"type":"boolean"},"request_permissions":{"type":"boolean"},"skill_approval":{"type":"boolean"}}}},"additionalProperties":false,"description":"Which kinds of approval are asked for, one by one."}],"description":"When the host asks before acting."},{"type":"null"}]},"sandbox":{"anyOf":[{"anyOf":[{"type":"string","const":"read-only"},{"type":"string","const":"workspace-write"},{"type":"string","const":"danger-full-access"}],"description":"What commands may touch."},{"type":"null"}]},"config":{"anyOf":[{"type":"object","patternProperties":{"^.*$":{}}},{"type":"null"}]},"baseInstructions":{"anyOf":[{"type":"string"},{"type":"null"}]},"developerInstructions":{"anyOf":[{"type":"string"},{"type":"null"}]},"excludeTurns":{"type":"boolean","description":"Answer without the turns (thread.turns empty). Without it, 0.171.0 sends the whole history and a deprecationNotice: read the turns with thread/turns/list instead."}}}}};
const pattern4 = new RegExp("^.*$", "u");

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/thread-resume-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.params === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err5 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("thread/resume" !== data1){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "thread/resume"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.threadId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.threadId !== undefined){
let data3 = data2.threadId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err9 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.model !== undefined){
let data4 = data2.model;
const _errs15 = errors;
let valid4 = false;
const _errs16 = errors;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/params/model",schemaPath:"#/properties/params/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(data4 !== null){
const err12 = {instancePath:instancePath+"/params/model",schemaPath:"#/properties/params/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err13 = {instancePath:instancePath+"/params/model",schemaPath:"#/properties/params/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
if(data2.modelProvider !== undefined){
let data5 = data2.modelProvider;
const _errs21 = errors;
let valid5 = false;
const _errs22 = errors;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/params/modelProvider",schemaPath:"#/properties/params/properties/modelProvider/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid5 = valid5 || _valid2;
const _errs24 = errors;
if(data5 !== null){
const err15 = {instancePath:instancePath+"/params/modelProvider",schemaPath:"#/properties/params/properties/modelProvider/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid2 = _errs24 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err16 = {instancePath:instancePath+"/params/modelProvider",schemaPath:"#/properties/params/properties/modelProvider/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
if(data2.cwd !== undefined){
let data6 = data2.cwd;
const _errs27 = errors;
let valid6 = false;
const _errs28 = errors;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/params/cwd",schemaPath:"#/properties/params/properties/cwd/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs28 === errors;
valid6 = valid6 || _valid3;
const _errs30 = errors;
if(data6 !== null){
const err18 = {instancePath:instancePath+"/params/cwd",schemaPath:"#/properties/params/properties/cwd/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs30 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err19 = {instancePath:instancePath+"/params/cwd",schemaPath:"#/properties/params/properties/cwd/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
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
if(data2.approvalPolicy !== undefined){
let data7 = data2.approvalPolicy;
const _errs33 = errors;
let valid7 = false;
const _errs34 = errors;
const _errs35 = errors;
let valid8 = false;
const _errs36 = errors;
if(typeof data7 !== "string"){
const err20 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("untrusted" !== data7){
const err21 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/0/const",keyword:"const",params:{allowedValue: "untrusted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid5 = _errs36 === errors;
valid8 = valid8 || _valid5;
const _errs38 = errors;
if(typeof data7 !== "string"){
const err22 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("on-request" !== data7){
const err23 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/1/const",keyword:"const",params:{allowedValue: "on-request"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid5 = _errs38 === errors;
valid8 = valid8 || _valid5;
const _errs40 = errors;
if(typeof data7 !== "string"){
const err24 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("never" !== data7){
const err25 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/2/const",keyword:"const",params:{allowedValue: "never"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid5 = _errs40 === errors;
valid8 = valid8 || _valid5;
const _errs42 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.granular === undefined){
const err26 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/required",keyword:"required",params:{missingProperty: "granular"},message:"must have required property '"+"granular"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key0 in data7){
if(!(key0 === "granular")){
const err27 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data7.granular !== undefined){
let data8 = data7.granular;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.mcp_elicitations === undefined){
const err28 = {instancePath:instancePath+"/params/approvalPolicy/granular",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/required",keyword:"required",params:{missingProperty: "mcp_elicitations"},message:"must have required property '"+"mcp_elicitations"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8.rules === undefined){
const err29 = {instancePath:instancePath+"/params/approvalPolicy/granular",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data8.sandbox_approval === undefined){
const err30 = {instancePath:instancePath+"/params/approvalPolicy/granular",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/required",keyword:"required",params:{missingProperty: "sandbox_approval"},message:"must have required property '"+"sandbox_approval"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data8.mcp_elicitations !== undefined){
if(typeof data8.mcp_elicitations !== "boolean"){
const err31 = {instancePath:instancePath+"/params/approvalPolicy/granular/mcp_elicitations",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/properties/mcp_elicitations/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data8.rules !== undefined){
if(typeof data8.rules !== "boolean"){
const err32 = {instancePath:instancePath+"/params/approvalPolicy/granular/rules",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/properties/rules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data8.sandbox_approval !== undefined){
if(typeof data8.sandbox_approval !== "boolean"){
const err33 = {instancePath:instancePath+"/params/approvalPolicy/granular/sandbox_approval",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/properties/sandbox_approval/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data8.request_permissions !== undefined){
if(typeof data8.request_permissions !== "boolean"){
const err34 = {instancePath:instancePath+"/params/approvalPolicy/granular/request_permissions",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/properties/request_permissions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data8.skill_approval !== undefined){
if(typeof data8.skill_approval !== "boolean"){
const err35 = {instancePath:instancePath+"/params/approvalPolicy/granular/skill_approval",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/properties/skill_approval/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err36 = {instancePath:instancePath+"/params/approvalPolicy/granular",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err37 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid5 = _errs42 === errors;
valid8 = valid8 || _valid5;
if(!valid8){
const err38 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
var _valid4 = _errs34 === errors;
valid7 = valid7 || _valid4;
const _errs57 = errors;
if(data7 !== null){
const err39 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid4 = _errs57 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const err40 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data2.sandbox !== undefined){
let data14 = data2.sandbox;
const _errs60 = errors;
let valid11 = false;
const _errs61 = errors;
const _errs62 = errors;
let valid12 = false;
const _errs63 = errors;
if(typeof data14 !== "string"){
const err41 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("read-only" !== data14){
const err42 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf/0/const",keyword:"const",params:{allowedValue: "read-only"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid7 = _errs63 === errors;
valid12 = valid12 || _valid7;
const _errs65 = errors;
if(typeof data14 !== "string"){
const err43 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if("workspace-write" !== data14){
const err44 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf/1/const",keyword:"const",params:{allowedValue: "workspace-write"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid7 = _errs65 === errors;
valid12 = valid12 || _valid7;
const _errs67 = errors;
if(typeof data14 !== "string"){
const err45 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if("danger-full-access" !== data14){
const err46 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf/2/const",keyword:"const",params:{allowedValue: "danger-full-access"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid7 = _errs67 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const err47 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
var _valid6 = _errs61 === errors;
valid11 = valid11 || _valid6;
const _errs69 = errors;
if(data14 !== null){
const err48 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid6 = _errs69 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const err49 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
}
if(data2.config !== undefined){
let data15 = data2.config;
const _errs72 = errors;
let valid13 = false;
const _errs73 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
var props1 = {};
for(const key1 in data15){
if(pattern4.test(key1)){
props1[key1] = true;
}
}
}
else {
const err50 = {instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid8 = _errs73 === errors;
valid13 = valid13 || _valid8;
const _errs75 = errors;
if(data15 !== null){
const err51 = {instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid8 = _errs75 === errors;
valid13 = valid13 || _valid8;
if(!valid13){
const err52 = {instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
}
}
if(data2.baseInstructions !== undefined){
let data16 = data2.baseInstructions;
const _errs78 = errors;
let valid15 = false;
const _errs79 = errors;
if(typeof data16 !== "string"){
const err53 = {instancePath:instancePath+"/params/baseInstructions",schemaPath:"#/properties/params/properties/baseInstructions/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid9 = _errs79 === errors;
valid15 = valid15 || _valid9;
const _errs81 = errors;
if(data16 !== null){
const err54 = {instancePath:instancePath+"/params/baseInstructions",schemaPath:"#/properties/params/properties/baseInstructions/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid9 = _errs81 === errors;
valid15 = valid15 || _valid9;
if(!valid15){
const err55 = {instancePath:instancePath+"/params/baseInstructions",schemaPath:"#/properties/params/properties/baseInstructions/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
}
}
if(data2.developerInstructions !== undefined){
let data17 = data2.developerInstructions;
const _errs84 = errors;
let valid16 = false;
const _errs85 = errors;
if(typeof data17 !== "string"){
const err56 = {instancePath:instancePath+"/params/developerInstructions",schemaPath:"#/properties/params/properties/developerInstructions/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid10 = _errs85 === errors;
valid16 = valid16 || _valid10;
const _errs87 = errors;
if(data17 !== null){
const err57 = {instancePath:instancePath+"/params/developerInstructions",schemaPath:"#/properties/params/properties/developerInstructions/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid10 = _errs87 === errors;
valid16 = valid16 || _valid10;
if(!valid16){
const err58 = {instancePath:instancePath+"/params/developerInstructions",schemaPath:"#/properties/params/properties/developerInstructions/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
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
if(data2.excludeTurns !== undefined){
if(typeof data2.excludeTurns !== "boolean"){
const err59 = {instancePath:instancePath+"/params/excludeTurns",schemaPath:"#/properties/params/properties/excludeTurns/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":{"id":true,"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostThreadResumeResponse = validate49;
const schema67 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/thread-resume-response.schema.json","title":"thread/resume result","description":"The resumed thread with its turns, and the settings in force. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","result"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"result":{"type":"object","required":["thread","model","modelProvider","cwd","approvalPolicy","sandbox"],"properties":{"thread":{"$ref":"https://larkspur.dev/spec/host/thread.schema.json"},"model":{"type":"string"},"modelProvider":{"type":"string","description":"The provider actually in use. A client with a configured provider fails on a difference (HO-002)."},"cwd":{"type":"string"},"approvalPolicy":{"anyOf":[{"type":"string","const":"untrusted","description":"Ask before any command that is not known to be safe."},{"type":"string","const":"on-request","description":"The model asks when it wants to leave the sandbox."},{"type":"string","const":"never","description":"Never ask; a command that fails in the sandbox fails."},{"type":"object","required":["granular"],"properties":{"granular":{"type":"object","required":["mcp_elicitations","rules","sandbox_approval"],"properties":{"mcp_elicitations":{"type":"boolean"},"rules":{"type":"boolean"},"sandbox_approval":{"type":"boolean"},"request_permissions":{"type":"boolean"},"skill_approval":{"type":"boolean"}}}},"additionalProperties":false,"description":"Which kinds of approval are asked for, one by one."}],"description":"When the host asks before acting."},"sandbox":{"type":"object","required":["type"],"properties":{"type":{"type":"string","description":"readOnly, workspaceWrite, dangerFullAccess or externalSandbox."}},"description":"The sandbox policy in force (an object here, unlike the mode in the request)."},"reasoningEffort":{"anyOf":[{"type":"string"},{"type":"null"}]}}}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/thread-resume-response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.result === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
if(data.result !== undefined){
let data1 = data.result;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.thread === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "thread"},message:"must have required property '"+"thread"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.model === undefined){
const err6 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.modelProvider === undefined){
const err7 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "modelProvider"},message:"must have required property '"+"modelProvider"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.cwd === undefined){
const err8 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "cwd"},message:"must have required property '"+"cwd"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.approvalPolicy === undefined){
const err9 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "approvalPolicy"},message:"must have required property '"+"approvalPolicy"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.sandbox === undefined){
const err10 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "sandbox"},message:"must have required property '"+"sandbox"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.thread !== undefined){
if(!(validate40(data1.thread, {instancePath:instancePath+"/result/thread",parentData:data1,parentDataProperty:"thread",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data1.model !== undefined){
if(typeof data1.model !== "string"){
const err11 = {instancePath:instancePath+"/result/model",schemaPath:"#/properties/result/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.modelProvider !== undefined){
if(typeof data1.modelProvider !== "string"){
const err12 = {instancePath:instancePath+"/result/modelProvider",schemaPath:"#/properties/result/properties/modelProvider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.cwd !== undefined){
if(typeof data1.cwd !== "string"){
const err13 = {instancePath:instancePath+"/result/cwd",schemaPath:"#/properties/result/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.approvalPolicy !== undefined){
let data6 = data1.approvalPolicy;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data6 !== "string"){
const err14 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("untrusted" !== data6){
const err15 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/0/const",keyword:"const",params:{allowedValue: "untrusted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(typeof data6 !== "string"){
const err16 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("on-request" !== data6){
const err17 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/1/const",keyword:"const",params:{allowedValue: "on-request"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
const _errs23 = errors;
if(typeof data6 !== "string"){
const err18 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("never" !== data6){
const err19 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/2/const",keyword:"const",params:{allowedValue: "never"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid4 = valid4 || _valid1;
const _errs25 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.granular === undefined){
const err20 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/required",keyword:"required",params:{missingProperty: "granular"},message:"must have required property '"+"granular"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key0 in data6){
if(!(key0 === "granular")){
const err21 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.granular !== undefined){
let data7 = data6.granular;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.mcp_elicitations === undefined){
const err22 = {instancePath:instancePath+"/result/approvalPolicy/granular",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/required",keyword:"required",params:{missingProperty: "mcp_elicitations"},message:"must have required property '"+"mcp_elicitations"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.rules === undefined){
const err23 = {instancePath:instancePath+"/result/approvalPolicy/granular",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7.sandbox_approval === undefined){
const err24 = {instancePath:instancePath+"/result/approvalPolicy/granular",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/required",keyword:"required",params:{missingProperty: "sandbox_approval"},message:"must have required property '"+"sandbox_approval"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data7.mcp_elicitations !== undefined){
if(typeof data7.mcp_elicitations !== "boolean"){
const err25 = {instancePath:instancePath+"/result/approvalPolicy/granular/mcp_elicitations",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/properties/mcp_elicitations/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data7.rules !== undefined){
if(typeof data7.rules !== "boolean"){
const err26 = {instancePath:instancePath+"/result/approvalPolicy/granular/rules",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/properties/rules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.sandbox_approval !== undefined){
if(typeof data7.sandbox_approval !== "boolean"){
const err27 = {instancePath:instancePath+"/result/approvalPolicy/granular/sandbox_approval",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/properties/sandbox_approval/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data7.request_permissions !== undefined){
if(typeof data7.request_permissions !== "boolean"){
const err28 = {instancePath:instancePath+"/result/approvalPolicy/granular/request_permissions",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/properties/request_permissions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.skill_approval !== undefined){
if(typeof data7.skill_approval !== "boolean"){
const err29 = {instancePath:instancePath+"/result/approvalPolicy/granular/skill_approval",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/properties/skill_approval/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err30 = {instancePath:instancePath+"/result/approvalPolicy/granular",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err31 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err32 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
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
if(data1.sandbox !== undefined){
let data13 = data1.sandbox;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.type === undefined){
const err33 = {instancePath:instancePath+"/result/sandbox",schemaPath:"#/properties/result/properties/sandbox/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data13.type !== undefined){
if(typeof data13.type !== "string"){
const err34 = {instancePath:instancePath+"/result/sandbox/type",schemaPath:"#/properties/result/properties/sandbox/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/result/sandbox",schemaPath:"#/properties/result/properties/sandbox/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data1.reasoningEffort !== undefined){
let data15 = data1.reasoningEffort;
const _errs45 = errors;
let valid8 = false;
const _errs46 = errors;
if(typeof data15 !== "string"){
const err36 = {instancePath:instancePath+"/result/reasoningEffort",schemaPath:"#/properties/result/properties/reasoningEffort/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid2 = _errs46 === errors;
valid8 = valid8 || _valid2;
const _errs48 = errors;
if(data15 !== null){
const err37 = {instancePath:instancePath+"/result/reasoningEffort",schemaPath:"#/properties/result/properties/reasoningEffort/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid2 = _errs48 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err38 = {instancePath:instancePath+"/result/reasoningEffort",schemaPath:"#/properties/result/properties/reasoningEffort/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err39 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"id":true,"result":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostThreadStartRequest = validate51;
const schema69 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/thread-start-request.schema.json","title":"thread/start","description":"Creates a thread. A bridge keeps one thread per session and starts another only when the host says it is gone (HO-001). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","method","params"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"method":{"type":"string","const":"thread/start"},"params":{"type":"object","properties":{"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"modelProvider":{"anyOf":[{"type":"string","description":"The provider to run on; read back from the result (HO-002)."},{"type":"null"}]},"cwd":{"anyOf":[{"type":"string"},{"type":"null"}]},"approvalPolicy":{"anyOf":[{"anyOf":[{"type":"string","const":"untrusted","description":"Ask before any command that is not known to be safe."},{"type":"string","const":"on-request","description":"The model asks when it wants to leave the sandbox."},{"type":"string","const":"never","description":"Never ask; a command that fails in the sandbox fails."},{"type":"object","required":["granular"],"properties":{"granular":{"type":"object","required":["mcp_elicitations","rules","sandbox_approval"],"properties":{"mcp_elicitations":{"type":"boolean"},"rules":{"type":"boolean"},"sandbox_approval":{"type":"boolean"},"request_permissions":{"type":"boolean"},"skill_approval":{"type":"boolean"}}}},"additionalProperties":false,"description":"Which kinds of approval are asked for, one by one."}],"description":"When the host asks before acting."},{"type":"null"}]},"sandbox":{"anyOf":[{"anyOf":[{"type":"string","const":"read-only"},{"type":"string","const":"workspace-write"},{"type":"string","const":"danger-full-access"}],"description":"What commands may touch."},{"type":"null"}]},"config":{"anyOf":[{"type":"object","patternProperties":{"^.*$":{}}},{"type":"null"}]},"baseInstructions":{"anyOf":[{"type":"string"},{"type":"null"}]},"developerInstructions":{"anyOf":[{"type":"string"},{"type":"null"}]},"ephemeral":{"anyOf":[{"type":"boolean"},{"type":"null"}]}}}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/thread-start-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.params === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err5 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("thread/start" !== data1){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "thread/start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.model !== undefined){
let data3 = data2.model;
const _errs13 = errors;
let valid4 = false;
const _errs14 = errors;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/params/model",schemaPath:"#/properties/params/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
const _errs16 = errors;
if(data3 !== null){
const err9 = {instancePath:instancePath+"/params/model",schemaPath:"#/properties/params/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err10 = {instancePath:instancePath+"/params/model",schemaPath:"#/properties/params/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data2.modelProvider !== undefined){
let data4 = data2.modelProvider;
const _errs19 = errors;
let valid5 = false;
const _errs20 = errors;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/params/modelProvider",schemaPath:"#/properties/params/properties/modelProvider/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid2 = _errs20 === errors;
valid5 = valid5 || _valid2;
const _errs22 = errors;
if(data4 !== null){
const err12 = {instancePath:instancePath+"/params/modelProvider",schemaPath:"#/properties/params/properties/modelProvider/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err13 = {instancePath:instancePath+"/params/modelProvider",schemaPath:"#/properties/params/properties/modelProvider/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
if(data2.cwd !== undefined){
let data5 = data2.cwd;
const _errs25 = errors;
let valid6 = false;
const _errs26 = errors;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/params/cwd",schemaPath:"#/properties/params/properties/cwd/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid3 = _errs26 === errors;
valid6 = valid6 || _valid3;
const _errs28 = errors;
if(data5 !== null){
const err15 = {instancePath:instancePath+"/params/cwd",schemaPath:"#/properties/params/properties/cwd/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid3 = _errs28 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err16 = {instancePath:instancePath+"/params/cwd",schemaPath:"#/properties/params/properties/cwd/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data2.approvalPolicy !== undefined){
let data6 = data2.approvalPolicy;
const _errs31 = errors;
let valid7 = false;
const _errs32 = errors;
const _errs33 = errors;
let valid8 = false;
const _errs34 = errors;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("untrusted" !== data6){
const err18 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/0/const",keyword:"const",params:{allowedValue: "untrusted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid5 = _errs34 === errors;
valid8 = valid8 || _valid5;
const _errs36 = errors;
if(typeof data6 !== "string"){
const err19 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("on-request" !== data6){
const err20 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/1/const",keyword:"const",params:{allowedValue: "on-request"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid5 = _errs36 === errors;
valid8 = valid8 || _valid5;
const _errs38 = errors;
if(typeof data6 !== "string"){
const err21 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("never" !== data6){
const err22 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/2/const",keyword:"const",params:{allowedValue: "never"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid5 = _errs38 === errors;
valid8 = valid8 || _valid5;
const _errs40 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.granular === undefined){
const err23 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/required",keyword:"required",params:{missingProperty: "granular"},message:"must have required property '"+"granular"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key0 in data6){
if(!(key0 === "granular")){
const err24 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.granular !== undefined){
let data7 = data6.granular;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.mcp_elicitations === undefined){
const err25 = {instancePath:instancePath+"/params/approvalPolicy/granular",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/required",keyword:"required",params:{missingProperty: "mcp_elicitations"},message:"must have required property '"+"mcp_elicitations"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7.rules === undefined){
const err26 = {instancePath:instancePath+"/params/approvalPolicy/granular",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7.sandbox_approval === undefined){
const err27 = {instancePath:instancePath+"/params/approvalPolicy/granular",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/required",keyword:"required",params:{missingProperty: "sandbox_approval"},message:"must have required property '"+"sandbox_approval"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7.mcp_elicitations !== undefined){
if(typeof data7.mcp_elicitations !== "boolean"){
const err28 = {instancePath:instancePath+"/params/approvalPolicy/granular/mcp_elicitations",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/properties/mcp_elicitations/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.rules !== undefined){
if(typeof data7.rules !== "boolean"){
const err29 = {instancePath:instancePath+"/params/approvalPolicy/granular/rules",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/properties/rules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data7.sandbox_approval !== undefined){
if(typeof data7.sandbox_approval !== "boolean"){
const err30 = {instancePath:instancePath+"/params/approvalPolicy/granular/sandbox_approval",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/properties/sandbox_approval/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data7.request_permissions !== undefined){
if(typeof data7.request_permissions !== "boolean"){
const err31 = {instancePath:instancePath+"/params/approvalPolicy/granular/request_permissions",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/properties/request_permissions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data7.skill_approval !== undefined){
if(typeof data7.skill_approval !== "boolean"){
const err32 = {instancePath:instancePath+"/params/approvalPolicy/granular/skill_approval",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/properties/skill_approval/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err33 = {instancePath:instancePath+"/params/approvalPolicy/granular",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/properties/granular/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err34 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid5 = _errs40 === errors;
valid8 = valid8 || _valid5;
if(!valid8){
const err35 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
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
var _valid4 = _errs32 === errors;
valid7 = valid7 || _valid4;
const _errs55 = errors;
if(data6 !== null){
const err36 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid4 = _errs55 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const err37 = {instancePath:instancePath+"/params/approvalPolicy",schemaPath:"#/properties/params/properties/approvalPolicy/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
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
if(data2.sandbox !== undefined){
let data13 = data2.sandbox;
const _errs58 = errors;
let valid11 = false;
const _errs59 = errors;
const _errs60 = errors;
let valid12 = false;
const _errs61 = errors;
if(typeof data13 !== "string"){
const err38 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if("read-only" !== data13){
const err39 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf/0/const",keyword:"const",params:{allowedValue: "read-only"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid7 = _errs61 === errors;
valid12 = valid12 || _valid7;
const _errs63 = errors;
if(typeof data13 !== "string"){
const err40 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if("workspace-write" !== data13){
const err41 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf/1/const",keyword:"const",params:{allowedValue: "workspace-write"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid7 = _errs63 === errors;
valid12 = valid12 || _valid7;
const _errs65 = errors;
if(typeof data13 !== "string"){
const err42 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if("danger-full-access" !== data13){
const err43 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf/2/const",keyword:"const",params:{allowedValue: "danger-full-access"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid7 = _errs65 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const err44 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
var _valid6 = _errs59 === errors;
valid11 = valid11 || _valid6;
const _errs67 = errors;
if(data13 !== null){
const err45 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid6 = _errs67 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const err46 = {instancePath:instancePath+"/params/sandbox",schemaPath:"#/properties/params/properties/sandbox/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
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
if(data2.config !== undefined){
let data14 = data2.config;
const _errs70 = errors;
let valid13 = false;
const _errs71 = errors;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
var props1 = {};
for(const key1 in data14){
if(pattern4.test(key1)){
props1[key1] = true;
}
}
}
else {
const err47 = {instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid8 = _errs71 === errors;
valid13 = valid13 || _valid8;
const _errs73 = errors;
if(data14 !== null){
const err48 = {instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid8 = _errs73 === errors;
valid13 = valid13 || _valid8;
if(!valid13){
const err49 = {instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
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
if(data2.baseInstructions !== undefined){
let data15 = data2.baseInstructions;
const _errs76 = errors;
let valid15 = false;
const _errs77 = errors;
if(typeof data15 !== "string"){
const err50 = {instancePath:instancePath+"/params/baseInstructions",schemaPath:"#/properties/params/properties/baseInstructions/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid9 = _errs77 === errors;
valid15 = valid15 || _valid9;
const _errs79 = errors;
if(data15 !== null){
const err51 = {instancePath:instancePath+"/params/baseInstructions",schemaPath:"#/properties/params/properties/baseInstructions/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid9 = _errs79 === errors;
valid15 = valid15 || _valid9;
if(!valid15){
const err52 = {instancePath:instancePath+"/params/baseInstructions",schemaPath:"#/properties/params/properties/baseInstructions/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs76;
if(vErrors !== null){
if(_errs76){
vErrors.length = _errs76;
}
else {
vErrors = null;
}
}
}
}
if(data2.developerInstructions !== undefined){
let data16 = data2.developerInstructions;
const _errs82 = errors;
let valid16 = false;
const _errs83 = errors;
if(typeof data16 !== "string"){
const err53 = {instancePath:instancePath+"/params/developerInstructions",schemaPath:"#/properties/params/properties/developerInstructions/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid10 = _errs83 === errors;
valid16 = valid16 || _valid10;
const _errs85 = errors;
if(data16 !== null){
const err54 = {instancePath:instancePath+"/params/developerInstructions",schemaPath:"#/properties/params/properties/developerInstructions/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid10 = _errs85 === errors;
valid16 = valid16 || _valid10;
if(!valid16){
const err55 = {instancePath:instancePath+"/params/developerInstructions",schemaPath:"#/properties/params/properties/developerInstructions/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs82;
if(vErrors !== null){
if(_errs82){
vErrors.length = _errs82;
}
else {
vErrors = null;
}
}
}
}
if(data2.ephemeral !== undefined){
let data17 = data2.ephemeral;
const _errs88 = errors;
let valid17 = false;
const _errs89 = errors;
if(typeof data17 !== "boolean"){
const err56 = {instancePath:instancePath+"/params/ephemeral",schemaPath:"#/properties/params/properties/ephemeral/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid11 = _errs89 === errors;
valid17 = valid17 || _valid11;
const _errs91 = errors;
if(data17 !== null){
const err57 = {instancePath:instancePath+"/params/ephemeral",schemaPath:"#/properties/params/properties/ephemeral/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid11 = _errs91 === errors;
valid17 = valid17 || _valid11;
if(!valid17){
const err58 = {instancePath:instancePath+"/params/ephemeral",schemaPath:"#/properties/params/properties/ephemeral/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs88;
if(vErrors !== null){
if(_errs88){
vErrors.length = _errs88;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err59 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":{"id":true,"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostThreadStartResponse = validate52;
const schema71 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/thread-start-response.schema.json","title":"thread/start result","description":"The new thread, loaded and idle, with the settings in force. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","result"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"result":{"type":"object","required":["thread","model","modelProvider","cwd","approvalPolicy","sandbox"],"properties":{"thread":{"$ref":"https://larkspur.dev/spec/host/thread.schema.json"},"model":{"type":"string"},"modelProvider":{"type":"string","description":"The provider actually in use. A client with a configured provider fails on a difference (HO-002)."},"cwd":{"type":"string"},"approvalPolicy":{"anyOf":[{"type":"string","const":"untrusted","description":"Ask before any command that is not known to be safe."},{"type":"string","const":"on-request","description":"The model asks when it wants to leave the sandbox."},{"type":"string","const":"never","description":"Never ask; a command that fails in the sandbox fails."},{"type":"object","required":["granular"],"properties":{"granular":{"type":"object","required":["mcp_elicitations","rules","sandbox_approval"],"properties":{"mcp_elicitations":{"type":"boolean"},"rules":{"type":"boolean"},"sandbox_approval":{"type":"boolean"},"request_permissions":{"type":"boolean"},"skill_approval":{"type":"boolean"}}}},"additionalProperties":false,"description":"Which kinds of approval are asked for, one by one."}],"description":"When the host asks before acting."},"sandbox":{"type":"object","required":["type"],"properties":{"type":{"type":"string","description":"readOnly, workspaceWrite, dangerFullAccess or externalSandbox."}},"description":"The sandbox policy in force (an object here, unlike the mode in the request)."},"reasoningEffort":{"anyOf":[{"type":"string"},{"type":"null"}]}}}}};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/thread-start-response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.result === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
if(data.result !== undefined){
let data1 = data.result;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.thread === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "thread"},message:"must have required property '"+"thread"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.model === undefined){
const err6 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.modelProvider === undefined){
const err7 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "modelProvider"},message:"must have required property '"+"modelProvider"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.cwd === undefined){
const err8 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "cwd"},message:"must have required property '"+"cwd"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.approvalPolicy === undefined){
const err9 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "approvalPolicy"},message:"must have required property '"+"approvalPolicy"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.sandbox === undefined){
const err10 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "sandbox"},message:"must have required property '"+"sandbox"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.thread !== undefined){
if(!(validate40(data1.thread, {instancePath:instancePath+"/result/thread",parentData:data1,parentDataProperty:"thread",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data1.model !== undefined){
if(typeof data1.model !== "string"){
const err11 = {instancePath:instancePath+"/result/model",schemaPath:"#/properties/result/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.modelProvider !== undefined){
if(typeof data1.modelProvider !== "string"){
const err12 = {instancePath:instancePath+"/result/modelProvider",schemaPath:"#/properties/result/properties/modelProvider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.cwd !== undefined){
if(typeof data1.cwd !== "string"){
const err13 = {instancePath:instancePath+"/result/cwd",schemaPath:"#/properties/result/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.approvalPolicy !== undefined){
let data6 = data1.approvalPolicy;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data6 !== "string"){
const err14 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("untrusted" !== data6){
const err15 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/0/const",keyword:"const",params:{allowedValue: "untrusted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(typeof data6 !== "string"){
const err16 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("on-request" !== data6){
const err17 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/1/const",keyword:"const",params:{allowedValue: "on-request"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
const _errs23 = errors;
if(typeof data6 !== "string"){
const err18 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("never" !== data6){
const err19 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/2/const",keyword:"const",params:{allowedValue: "never"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid4 = valid4 || _valid1;
const _errs25 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.granular === undefined){
const err20 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/required",keyword:"required",params:{missingProperty: "granular"},message:"must have required property '"+"granular"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key0 in data6){
if(!(key0 === "granular")){
const err21 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.granular !== undefined){
let data7 = data6.granular;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.mcp_elicitations === undefined){
const err22 = {instancePath:instancePath+"/result/approvalPolicy/granular",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/required",keyword:"required",params:{missingProperty: "mcp_elicitations"},message:"must have required property '"+"mcp_elicitations"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.rules === undefined){
const err23 = {instancePath:instancePath+"/result/approvalPolicy/granular",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7.sandbox_approval === undefined){
const err24 = {instancePath:instancePath+"/result/approvalPolicy/granular",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/required",keyword:"required",params:{missingProperty: "sandbox_approval"},message:"must have required property '"+"sandbox_approval"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data7.mcp_elicitations !== undefined){
if(typeof data7.mcp_elicitations !== "boolean"){
const err25 = {instancePath:instancePath+"/result/approvalPolicy/granular/mcp_elicitations",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/properties/mcp_elicitations/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data7.rules !== undefined){
if(typeof data7.rules !== "boolean"){
const err26 = {instancePath:instancePath+"/result/approvalPolicy/granular/rules",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/properties/rules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.sandbox_approval !== undefined){
if(typeof data7.sandbox_approval !== "boolean"){
const err27 = {instancePath:instancePath+"/result/approvalPolicy/granular/sandbox_approval",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/properties/sandbox_approval/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data7.request_permissions !== undefined){
if(typeof data7.request_permissions !== "boolean"){
const err28 = {instancePath:instancePath+"/result/approvalPolicy/granular/request_permissions",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/properties/request_permissions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.skill_approval !== undefined){
if(typeof data7.skill_approval !== "boolean"){
const err29 = {instancePath:instancePath+"/result/approvalPolicy/granular/skill_approval",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/properties/skill_approval/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err30 = {instancePath:instancePath+"/result/approvalPolicy/granular",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/properties/granular/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err31 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err32 = {instancePath:instancePath+"/result/approvalPolicy",schemaPath:"#/properties/result/properties/approvalPolicy/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
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
if(data1.sandbox !== undefined){
let data13 = data1.sandbox;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.type === undefined){
const err33 = {instancePath:instancePath+"/result/sandbox",schemaPath:"#/properties/result/properties/sandbox/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data13.type !== undefined){
if(typeof data13.type !== "string"){
const err34 = {instancePath:instancePath+"/result/sandbox/type",schemaPath:"#/properties/result/properties/sandbox/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/result/sandbox",schemaPath:"#/properties/result/properties/sandbox/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data1.reasoningEffort !== undefined){
let data15 = data1.reasoningEffort;
const _errs45 = errors;
let valid8 = false;
const _errs46 = errors;
if(typeof data15 !== "string"){
const err36 = {instancePath:instancePath+"/result/reasoningEffort",schemaPath:"#/properties/result/properties/reasoningEffort/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid2 = _errs46 === errors;
valid8 = valid8 || _valid2;
const _errs48 = errors;
if(data15 !== null){
const err37 = {instancePath:instancePath+"/result/reasoningEffort",schemaPath:"#/properties/result/properties/reasoningEffort/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid2 = _errs48 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err38 = {instancePath:instancePath+"/result/reasoningEffort",schemaPath:"#/properties/result/properties/reasoningEffort/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err39 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"id":true,"result":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostThreadStartedNotification = validate54;
const schema73 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/thread-started-notification.schema.json","title":"thread/started","description":"Follows a successful thread/start. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["method","params"],"properties":{"method":{"type":"string","const":"thread/started"},"params":{"type":"object","required":["thread"],"properties":{"thread":{"$ref":"https://larkspur.dev/spec/host/thread.schema.json"}}}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/thread-started-notification.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.params === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("thread/started" !== data0){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "thread/started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.thread === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "thread"},message:"must have required property '"+"thread"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.thread !== undefined){
if(!(validate40(data1.thread, {instancePath:instancePath+"/params/thread",parentData:data1,parentDataProperty:"thread",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostThreadStatus = validate56;

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/thread-status.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
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
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("notLoaded" !== data0){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "notLoaded"},message:"must be equal to constant"};
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
const err3 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.type = true;
}
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err4 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("idle" !== data1){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "idle"},message:"must be equal to constant"};
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
else {
const err7 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err8 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/2/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("systemError" !== data2){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/2/properties/type/const",keyword:"const",params:{allowedValue: "systemError"},message:"must be equal to constant"};
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
const err11 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err12 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.activeFlags === undefined){
const err13 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "activeFlags"},message:"must have required property '"+"activeFlags"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.type !== undefined){
let data3 = data.type;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/3/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("active" !== data3){
const err15 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/3/properties/type/const",keyword:"const",params:{allowedValue: "active"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.activeFlags !== undefined){
let data4 = data.activeFlags;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs20 = errors;
let valid7 = false;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/activeFlags/" + i0,schemaPath:"#/anyOf/3/properties/activeFlags/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("waitingOnApproval" !== data5){
const err17 = {instancePath:instancePath+"/activeFlags/" + i0,schemaPath:"#/anyOf/3/properties/activeFlags/items/anyOf/0/const",keyword:"const",params:{allowedValue: "waitingOnApproval"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid7 = valid7 || _valid1;
const _errs23 = errors;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/activeFlags/" + i0,schemaPath:"#/anyOf/3/properties/activeFlags/items/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("waitingOnUserInput" !== data5){
const err19 = {instancePath:instancePath+"/activeFlags/" + i0,schemaPath:"#/anyOf/3/properties/activeFlags/items/anyOf/1/const",keyword:"const",params:{allowedValue: "waitingOnUserInput"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err20 = {instancePath:instancePath+"/activeFlags/" + i0,schemaPath:"#/anyOf/3/properties/activeFlags/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
}
else {
const err21 = {instancePath:instancePath+"/activeFlags",schemaPath:"#/anyOf/3/properties/activeFlags/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err22 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.activeFlags = true;
}
}
if(!valid0){
const err23 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
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
validate56.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate56.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateHostThreadTurnsListRequest = validate57;
const schema75 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/thread-turns-list-request.schema.json","title":"thread/turns/list","description":"Pages through the turns of a thread, loaded or not (no thread/resume needed), each with its status, error and items: how a turn whose end was not heard — a lost turn/start answer (HO-003), a restart (HO-009) — is reconciled from the host. An unknown id answers -32600 \"thread not loaded: <id>\". Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","method","params"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"method":{"type":"string","const":"thread/turns/list"},"params":{"type":"object","required":["threadId"],"properties":{"threadId":{"type":"string","minLength":1},"cursor":{"anyOf":[{"type":"string","description":"The nextCursor of the page before."},{"type":"null"}]},"limit":{"anyOf":[{"type":"integer","minimum":0,"description":"Turns per page."},{"type":"null"}]},"sortDirection":{"anyOf":[{"anyOf":[{"type":"string","const":"asc"},{"type":"string","const":"desc"}],"description":"Default desc: the newest turn first."},{"type":"null"}]},"itemsView":{"anyOf":[{"anyOf":[{"type":"string","const":"notLoaded"},{"type":"string","const":"summary"},{"type":"string","const":"full"}],"description":"How much of each turn's items to include. Default summary: the user and agent messages."},{"type":"null"}]}}}}};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/thread-turns-list-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.params === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err5 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("thread/turns/list" !== data1){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "thread/turns/list"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.threadId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.threadId !== undefined){
let data3 = data2.threadId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err9 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.cursor !== undefined){
let data4 = data2.cursor;
const _errs15 = errors;
let valid4 = false;
const _errs16 = errors;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/params/cursor",schemaPath:"#/properties/params/properties/cursor/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(data4 !== null){
const err12 = {instancePath:instancePath+"/params/cursor",schemaPath:"#/properties/params/properties/cursor/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err13 = {instancePath:instancePath+"/params/cursor",schemaPath:"#/properties/params/properties/cursor/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
if(data2.limit !== undefined){
let data5 = data2.limit;
const _errs21 = errors;
let valid5 = false;
const _errs22 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/params/limit",schemaPath:"#/properties/params/properties/limit/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/params/limit",schemaPath:"#/properties/params/properties/limit/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid2 = _errs22 === errors;
valid5 = valid5 || _valid2;
const _errs24 = errors;
if(data5 !== null){
const err16 = {instancePath:instancePath+"/params/limit",schemaPath:"#/properties/params/properties/limit/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs24 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err17 = {instancePath:instancePath+"/params/limit",schemaPath:"#/properties/params/properties/limit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
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
if(data2.sortDirection !== undefined){
let data6 = data2.sortDirection;
const _errs27 = errors;
let valid6 = false;
const _errs28 = errors;
const _errs29 = errors;
let valid7 = false;
const _errs30 = errors;
if(typeof data6 !== "string"){
const err18 = {instancePath:instancePath+"/params/sortDirection",schemaPath:"#/properties/params/properties/sortDirection/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("asc" !== data6){
const err19 = {instancePath:instancePath+"/params/sortDirection",schemaPath:"#/properties/params/properties/sortDirection/anyOf/0/anyOf/0/const",keyword:"const",params:{allowedValue: "asc"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid4 = _errs30 === errors;
valid7 = valid7 || _valid4;
const _errs32 = errors;
if(typeof data6 !== "string"){
const err20 = {instancePath:instancePath+"/params/sortDirection",schemaPath:"#/properties/params/properties/sortDirection/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("desc" !== data6){
const err21 = {instancePath:instancePath+"/params/sortDirection",schemaPath:"#/properties/params/properties/sortDirection/anyOf/0/anyOf/1/const",keyword:"const",params:{allowedValue: "desc"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid4 = _errs32 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const err22 = {instancePath:instancePath+"/params/sortDirection",schemaPath:"#/properties/params/properties/sortDirection/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
var _valid3 = _errs28 === errors;
valid6 = valid6 || _valid3;
const _errs34 = errors;
if(data6 !== null){
const err23 = {instancePath:instancePath+"/params/sortDirection",schemaPath:"#/properties/params/properties/sortDirection/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid3 = _errs34 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err24 = {instancePath:instancePath+"/params/sortDirection",schemaPath:"#/properties/params/properties/sortDirection/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
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
if(data2.itemsView !== undefined){
let data7 = data2.itemsView;
const _errs37 = errors;
let valid8 = false;
const _errs38 = errors;
const _errs39 = errors;
let valid9 = false;
const _errs40 = errors;
if(typeof data7 !== "string"){
const err25 = {instancePath:instancePath+"/params/itemsView",schemaPath:"#/properties/params/properties/itemsView/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("notLoaded" !== data7){
const err26 = {instancePath:instancePath+"/params/itemsView",schemaPath:"#/properties/params/properties/itemsView/anyOf/0/anyOf/0/const",keyword:"const",params:{allowedValue: "notLoaded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid6 = _errs40 === errors;
valid9 = valid9 || _valid6;
const _errs42 = errors;
if(typeof data7 !== "string"){
const err27 = {instancePath:instancePath+"/params/itemsView",schemaPath:"#/properties/params/properties/itemsView/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if("summary" !== data7){
const err28 = {instancePath:instancePath+"/params/itemsView",schemaPath:"#/properties/params/properties/itemsView/anyOf/0/anyOf/1/const",keyword:"const",params:{allowedValue: "summary"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid6 = _errs42 === errors;
valid9 = valid9 || _valid6;
const _errs44 = errors;
if(typeof data7 !== "string"){
const err29 = {instancePath:instancePath+"/params/itemsView",schemaPath:"#/properties/params/properties/itemsView/anyOf/0/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("full" !== data7){
const err30 = {instancePath:instancePath+"/params/itemsView",schemaPath:"#/properties/params/properties/itemsView/anyOf/0/anyOf/2/const",keyword:"const",params:{allowedValue: "full"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid6 = _errs44 === errors;
valid9 = valid9 || _valid6;
if(!valid9){
const err31 = {instancePath:instancePath+"/params/itemsView",schemaPath:"#/properties/params/properties/itemsView/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var _valid5 = _errs38 === errors;
valid8 = valid8 || _valid5;
const _errs46 = errors;
if(data7 !== null){
const err32 = {instancePath:instancePath+"/params/itemsView",schemaPath:"#/properties/params/properties/itemsView/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid5 = _errs46 === errors;
valid8 = valid8 || _valid5;
if(!valid8){
const err33 = {instancePath:instancePath+"/params/itemsView",schemaPath:"#/properties/params/properties/itemsView/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
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
}
else {
const err34 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":{"id":true,"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostThreadTurnsListResponse = validate58;
const schema77 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/thread-turns-list-response.schema.json","title":"thread/turns/list result","description":"One page of turns, in the order asked for. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","result"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"result":{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/host/turn.schema.json"}},"nextCursor":{"anyOf":[{"type":"string","description":"Pass as cursor for the next page; null when this was the last."},{"type":"null"}]},"backwardsCursor":{"anyOf":[{"type":"string"},{"type":"null"}]}}}}};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/thread-turns-list-response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.result === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
if(data.result !== undefined){
let data1 = data.result;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.data === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.data !== undefined){
let data2 = data1.data;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate41(data2[i0], {instancePath:instancePath+"/result/data/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/result/data",schemaPath:"#/properties/result/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.nextCursor !== undefined){
let data4 = data1.nextCursor;
const _errs14 = errors;
let valid6 = false;
const _errs15 = errors;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/result/nextCursor",schemaPath:"#/properties/result/properties/nextCursor/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid6 = valid6 || _valid1;
const _errs17 = errors;
if(data4 !== null){
const err8 = {instancePath:instancePath+"/result/nextCursor",schemaPath:"#/properties/result/properties/nextCursor/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err9 = {instancePath:instancePath+"/result/nextCursor",schemaPath:"#/properties/result/properties/nextCursor/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data1.backwardsCursor !== undefined){
let data5 = data1.backwardsCursor;
const _errs20 = errors;
let valid7 = false;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err10 = {instancePath:instancePath+"/result/backwardsCursor",schemaPath:"#/properties/result/properties/backwardsCursor/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid7 = valid7 || _valid2;
const _errs23 = errors;
if(data5 !== null){
const err11 = {instancePath:instancePath+"/result/backwardsCursor",schemaPath:"#/properties/result/properties/backwardsCursor/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid7 = valid7 || _valid2;
if(!valid7){
const err12 = {instancePath:instancePath+"/result/backwardsCursor",schemaPath:"#/properties/result/properties/backwardsCursor/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
}
else {
const err13 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":{"id":true,"result":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostTokenUsageUpdatedNotification = validate60;
const schema79 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/token-usage-updated-notification.schema.json","title":"thread/tokenUsage/updated","description":"Token counts of the thread (total) and of the last model call (last). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["method","params"],"properties":{"method":{"type":"string","const":"thread/tokenUsage/updated"},"params":{"type":"object","required":["threadId","turnId","tokenUsage"],"properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"tokenUsage":{"type":"object","required":["total","last"],"properties":{"total":{"type":"object","required":["totalTokens","inputTokens","cachedInputTokens","outputTokens","reasoningOutputTokens"],"properties":{"totalTokens":{"type":"integer","minimum":0},"inputTokens":{"type":"integer","minimum":0},"cachedInputTokens":{"type":"integer","minimum":0},"outputTokens":{"type":"integer","minimum":0},"reasoningOutputTokens":{"type":"integer","minimum":0}}},"last":{"type":"object","required":["totalTokens","inputTokens","cachedInputTokens","outputTokens","reasoningOutputTokens"],"properties":{"totalTokens":{"type":"integer","minimum":0},"inputTokens":{"type":"integer","minimum":0},"cachedInputTokens":{"type":"integer","minimum":0},"outputTokens":{"type":"integer","minimum":0},"reasoningOutputTokens":{"type":"integer","minimum":0}}},"modelContextWindow":{"anyOf":[{"type":"integer"},{"type":"null"}]}}}}}}};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/token-usage-updated-notification.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.params === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("thread/tokenUsage/updated" !== data0){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "thread/tokenUsage/updated"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.threadId === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.turnId === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.tokenUsage === undefined){
const err6 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "tokenUsage"},message:"must have required property '"+"tokenUsage"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.threadId !== undefined){
if(typeof data1.threadId !== "string"){
const err7 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.turnId !== undefined){
if(typeof data1.turnId !== "string"){
const err8 = {instancePath:instancePath+"/params/turnId",schemaPath:"#/properties/params/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.tokenUsage !== undefined){
let data4 = data1.tokenUsage;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.total === undefined){
const err9 = {instancePath:instancePath+"/params/tokenUsage",schemaPath:"#/properties/params/properties/tokenUsage/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.last === undefined){
const err10 = {instancePath:instancePath+"/params/tokenUsage",schemaPath:"#/properties/params/properties/tokenUsage/required",keyword:"required",params:{missingProperty: "last"},message:"must have required property '"+"last"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.total !== undefined){
let data5 = data4.total;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.totalTokens === undefined){
const err11 = {instancePath:instancePath+"/params/tokenUsage/total",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/required",keyword:"required",params:{missingProperty: "totalTokens"},message:"must have required property '"+"totalTokens"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.inputTokens === undefined){
const err12 = {instancePath:instancePath+"/params/tokenUsage/total",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/required",keyword:"required",params:{missingProperty: "inputTokens"},message:"must have required property '"+"inputTokens"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5.cachedInputTokens === undefined){
const err13 = {instancePath:instancePath+"/params/tokenUsage/total",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/required",keyword:"required",params:{missingProperty: "cachedInputTokens"},message:"must have required property '"+"cachedInputTokens"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.outputTokens === undefined){
const err14 = {instancePath:instancePath+"/params/tokenUsage/total",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/required",keyword:"required",params:{missingProperty: "outputTokens"},message:"must have required property '"+"outputTokens"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.reasoningOutputTokens === undefined){
const err15 = {instancePath:instancePath+"/params/tokenUsage/total",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/required",keyword:"required",params:{missingProperty: "reasoningOutputTokens"},message:"must have required property '"+"reasoningOutputTokens"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.totalTokens !== undefined){
let data6 = data5.totalTokens;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/params/tokenUsage/total/totalTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/properties/totalTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/params/tokenUsage/total/totalTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/properties/totalTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data5.inputTokens !== undefined){
let data7 = data5.inputTokens;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err18 = {instancePath:instancePath+"/params/tokenUsage/total/inputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/properties/inputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/params/tokenUsage/total/inputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/properties/inputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data5.cachedInputTokens !== undefined){
let data8 = data5.cachedInputTokens;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/params/tokenUsage/total/cachedInputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/properties/cachedInputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err21 = {instancePath:instancePath+"/params/tokenUsage/total/cachedInputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/properties/cachedInputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.outputTokens !== undefined){
let data9 = data5.outputTokens;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err22 = {instancePath:instancePath+"/params/tokenUsage/total/outputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/properties/outputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err23 = {instancePath:instancePath+"/params/tokenUsage/total/outputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/properties/outputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.reasoningOutputTokens !== undefined){
let data10 = data5.reasoningOutputTokens;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err24 = {instancePath:instancePath+"/params/tokenUsage/total/reasoningOutputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/properties/reasoningOutputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err25 = {instancePath:instancePath+"/params/tokenUsage/total/reasoningOutputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/properties/reasoningOutputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err26 = {instancePath:instancePath+"/params/tokenUsage/total",schemaPath:"#/properties/params/properties/tokenUsage/properties/total/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data4.last !== undefined){
let data11 = data4.last;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.totalTokens === undefined){
const err27 = {instancePath:instancePath+"/params/tokenUsage/last",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/required",keyword:"required",params:{missingProperty: "totalTokens"},message:"must have required property '"+"totalTokens"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data11.inputTokens === undefined){
const err28 = {instancePath:instancePath+"/params/tokenUsage/last",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/required",keyword:"required",params:{missingProperty: "inputTokens"},message:"must have required property '"+"inputTokens"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data11.cachedInputTokens === undefined){
const err29 = {instancePath:instancePath+"/params/tokenUsage/last",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/required",keyword:"required",params:{missingProperty: "cachedInputTokens"},message:"must have required property '"+"cachedInputTokens"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data11.outputTokens === undefined){
const err30 = {instancePath:instancePath+"/params/tokenUsage/last",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/required",keyword:"required",params:{missingProperty: "outputTokens"},message:"must have required property '"+"outputTokens"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data11.reasoningOutputTokens === undefined){
const err31 = {instancePath:instancePath+"/params/tokenUsage/last",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/required",keyword:"required",params:{missingProperty: "reasoningOutputTokens"},message:"must have required property '"+"reasoningOutputTokens"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data11.totalTokens !== undefined){
let data12 = data11.totalTokens;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err32 = {instancePath:instancePath+"/params/tokenUsage/last/totalTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/properties/totalTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err33 = {instancePath:instancePath+"/params/tokenUsage/last/totalTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/properties/totalTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.inputTokens !== undefined){
let data13 = data11.inputTokens;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err34 = {instancePath:instancePath+"/params/tokenUsage/last/inputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/properties/inputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err35 = {instancePath:instancePath+"/params/tokenUsage/last/inputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/properties/inputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.cachedInputTokens !== undefined){
let data14 = data11.cachedInputTokens;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err36 = {instancePath:instancePath+"/params/tokenUsage/last/cachedInputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/properties/cachedInputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err37 = {instancePath:instancePath+"/params/tokenUsage/last/cachedInputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/properties/cachedInputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.outputTokens !== undefined){
let data15 = data11.outputTokens;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err38 = {instancePath:instancePath+"/params/tokenUsage/last/outputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/properties/outputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err39 = {instancePath:instancePath+"/params/tokenUsage/last/outputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/properties/outputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.reasoningOutputTokens !== undefined){
let data16 = data11.reasoningOutputTokens;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err40 = {instancePath:instancePath+"/params/tokenUsage/last/reasoningOutputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/properties/reasoningOutputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err41 = {instancePath:instancePath+"/params/tokenUsage/last/reasoningOutputTokens",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/properties/reasoningOutputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err42 = {instancePath:instancePath+"/params/tokenUsage/last",schemaPath:"#/properties/params/properties/tokenUsage/properties/last/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data4.modelContextWindow !== undefined){
let data17 = data4.modelContextWindow;
const _errs36 = errors;
let valid5 = false;
const _errs37 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err43 = {instancePath:instancePath+"/params/tokenUsage/modelContextWindow",schemaPath:"#/properties/params/properties/tokenUsage/properties/modelContextWindow/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid0 = _errs37 === errors;
valid5 = valid5 || _valid0;
const _errs39 = errors;
if(data17 !== null){
const err44 = {instancePath:instancePath+"/params/tokenUsage/modelContextWindow",schemaPath:"#/properties/params/properties/tokenUsage/properties/modelContextWindow/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid0 = _errs39 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err45 = {instancePath:instancePath+"/params/tokenUsage/modelContextWindow",schemaPath:"#/properties/params/properties/tokenUsage/properties/modelContextWindow/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err46 = {instancePath:instancePath+"/params/tokenUsage",schemaPath:"#/properties/params/properties/tokenUsage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":{"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostTurn = validate41;

export const validateHostTurnCompletedNotification = validate61;
const schema80 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/turn-completed-notification.schema.json","title":"turn/completed","description":"The turn ended: turn.status is completed, interrupted or failed (then turn.error says why). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["method","params"],"properties":{"method":{"type":"string","const":"turn/completed"},"params":{"type":"object","required":["threadId","turn"],"properties":{"threadId":{"type":"string"},"turn":{"$ref":"https://larkspur.dev/spec/host/turn.schema.json"}}}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/turn-completed-notification.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.params === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("turn/completed" !== data0){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "turn/completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.threadId === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.turn === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "turn"},message:"must have required property '"+"turn"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.threadId !== undefined){
if(typeof data1.threadId !== "string"){
const err6 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.turn !== undefined){
if(!(validate41(data1.turn, {instancePath:instancePath+"/params/turn",parentData:data1,parentDataProperty:"turn",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostTurnError = validate25;

export const validateHostTurnInterruptRequest = validate63;
const schema81 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/turn-interrupt-request.schema.json","title":"turn/interrupt","description":"Asks the host to stop the exact turn. The empty result is an acknowledgement, not a stop receipt: the turn is stopped once turn/completed says interrupted and a fresh thread/read is not active (HO-004). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","method","params"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"method":{"type":"string","const":"turn/interrupt"},"params":{"type":"object","required":["threadId","turnId"],"properties":{"threadId":{"type":"string","minLength":1},"turnId":{"type":"string","minLength":1}}}}};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/turn-interrupt-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.params === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err5 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("turn/interrupt" !== data1){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "turn/interrupt"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.threadId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.turnId === undefined){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.threadId !== undefined){
let data3 = data2.threadId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err10 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.turnId !== undefined){
let data4 = data2.turnId;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err12 = {instancePath:instancePath+"/params/turnId",schemaPath:"#/properties/params/properties/turnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/params/turnId",schemaPath:"#/properties/params/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err14 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"id":true,"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostTurnInterruptResponse = validate64;
const schema83 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/turn-interrupt-response.schema.json","title":"turn/interrupt result","description":"An empty object: the request was taken. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","result"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"result":{"type":"object","properties":{}}}};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/turn-interrupt-response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.result === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
if(data.result !== undefined){
let data1 = data.result;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err5 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":{"id":true,"result":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostTurnStartRequest = validate65;
const schema85 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/turn-start-request.schema.json","title":"turn/start","description":"Starts a turn on a loaded thread. There is no idempotency key: when the answer is lost the outcome is unknown until a fresh thread/read tells, and a blind retry may run the model twice (HO-003). A second turn/start while a turn runs is undefined in Codex; queue on the client, or steer. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","method","params"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"method":{"type":"string","const":"turn/start"},"params":{"type":"object","required":["threadId","input"],"properties":{"threadId":{"type":"string","minLength":1},"input":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/host/user-input.schema.json"},"minItems":1},"cwd":{"anyOf":[{"type":"string"},{"type":"null"}]},"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"effort":{"anyOf":[{"type":"string"},{"type":"null"}]},"outputSchema":{}}}}};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/turn-start-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.params === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err5 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("turn/start" !== data1){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "turn/start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.threadId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.input === undefined){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.threadId !== undefined){
let data3 = data2.threadId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err10 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.input !== undefined){
let data4 = data2.input;
if(Array.isArray(data4)){
if(data4.length < 1){
const err12 = {instancePath:instancePath+"/params/input",schemaPath:"#/properties/params/properties/input/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs18 = errors;
let valid7 = false;
const _errs19 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err13 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.text === undefined){
const err14 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.type !== undefined){
let data6 = data5.type;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("text" !== data6){
const err16 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.text !== undefined){
if(typeof data5.text !== "string"){
const err17 = {instancePath:instancePath+"/params/input/" + i0+"/text",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.text_elements !== undefined){
if(!(Array.isArray(data5.text_elements))){
const err18 = {instancePath:instancePath+"/params/input/" + i0+"/text_elements",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/properties/text_elements/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err19 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid7 = valid7 || _valid1;
if(_valid1){
var props0 = {};
props0.type = true;
props0.text = true;
props0.text_elements = true;
}
const _errs27 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err20 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.url === undefined){
const err21 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.type !== undefined){
let data9 = data5.type;
if(typeof data9 !== "string"){
const err22 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("image" !== data9){
const err23 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.url !== undefined){
if(typeof data5.url !== "string"){
const err24 = {instancePath:instancePath+"/params/input/" + i0+"/url",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.detail !== undefined){
let data11 = data5.detail;
const _errs34 = errors;
let valid10 = false;
const _errs35 = errors;
if(typeof data11 !== "string"){
const err25 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("auto" !== data11){
const err26 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid10 = valid10 || _valid2;
const _errs37 = errors;
if(typeof data11 !== "string"){
const err27 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if("low" !== data11){
const err28 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid2 = _errs37 === errors;
valid10 = valid10 || _valid2;
const _errs39 = errors;
if(typeof data11 !== "string"){
const err29 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("high" !== data11){
const err30 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid2 = _errs39 === errors;
valid10 = valid10 || _valid2;
const _errs41 = errors;
if(typeof data11 !== "string"){
const err31 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("original" !== data11){
const err32 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/3/const",keyword:"const",params:{allowedValue: "original"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid2 = _errs41 === errors;
valid10 = valid10 || _valid2;
const _errs43 = errors;
if(data11 !== null){
const err33 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/4/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid2 = _errs43 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const err34 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err35 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid7 = valid7 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.url = true;
props0.detail = true;
}
}
const _errs45 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err36 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data5.fileId === undefined){
const err37 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "fileId"},message:"must have required property '"+"fileId"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data5.type !== undefined){
let data12 = data5.type;
if(typeof data12 !== "string"){
const err38 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if("image" !== data12){
const err39 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/type/const",keyword:"const",params:{allowedValue: "image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data5.fileId !== undefined){
if(typeof data5.fileId !== "string"){
const err40 = {instancePath:instancePath+"/params/input/" + i0+"/fileId",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/fileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data5.detail !== undefined){
let data14 = data5.detail;
const _errs52 = errors;
let valid12 = false;
const _errs53 = errors;
if(typeof data14 !== "string"){
const err41 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("auto" !== data14){
const err42 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid3 = _errs53 === errors;
valid12 = valid12 || _valid3;
const _errs55 = errors;
if(typeof data14 !== "string"){
const err43 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if("low" !== data14){
const err44 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid3 = _errs55 === errors;
valid12 = valid12 || _valid3;
const _errs57 = errors;
if(typeof data14 !== "string"){
const err45 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if("high" !== data14){
const err46 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid3 = _errs57 === errors;
valid12 = valid12 || _valid3;
const _errs59 = errors;
if(typeof data14 !== "string"){
const err47 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if("original" !== data14){
const err48 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/3/const",keyword:"const",params:{allowedValue: "original"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid3 = _errs59 === errors;
valid12 = valid12 || _valid3;
const _errs61 = errors;
if(data14 !== null){
const err49 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/4/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid3 = _errs61 === errors;
valid12 = valid12 || _valid3;
if(!valid12){
const err50 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
else {
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err51 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid1 = _errs45 === errors;
valid7 = valid7 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.fileId = true;
props0.detail = true;
}
}
const _errs63 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err52 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data5.path === undefined){
const err53 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data5.type !== undefined){
let data15 = data5.type;
if(typeof data15 !== "string"){
const err54 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if("localImage" !== data15){
const err55 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/type/const",keyword:"const",params:{allowedValue: "localImage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data5.path !== undefined){
if(typeof data5.path !== "string"){
const err56 = {instancePath:instancePath+"/params/input/" + i0+"/path",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data5.detail !== undefined){
let data17 = data5.detail;
const _errs70 = errors;
let valid14 = false;
const _errs71 = errors;
if(typeof data17 !== "string"){
const err57 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if("auto" !== data17){
const err58 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid4 = _errs71 === errors;
valid14 = valid14 || _valid4;
const _errs73 = errors;
if(typeof data17 !== "string"){
const err59 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if("low" !== data17){
const err60 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid4 = _errs73 === errors;
valid14 = valid14 || _valid4;
const _errs75 = errors;
if(typeof data17 !== "string"){
const err61 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if("high" !== data17){
const err62 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid4 = _errs75 === errors;
valid14 = valid14 || _valid4;
const _errs77 = errors;
if(typeof data17 !== "string"){
const err63 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if("original" !== data17){
const err64 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/3/const",keyword:"const",params:{allowedValue: "original"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid4 = _errs77 === errors;
valid14 = valid14 || _valid4;
const _errs79 = errors;
if(data17 !== null){
const err65 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/4/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid4 = _errs79 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err66 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
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
}
else {
const err67 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid1 = _errs63 === errors;
valid7 = valid7 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.path = true;
props0.detail = true;
}
}
const _errs81 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err68 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/4/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data5.type !== undefined){
let data18 = data5.type;
if(typeof data18 !== "string"){
const err69 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/4/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const _errs85 = errors;
const _errs86 = errors;
if(!(((data18 === "text") || (data18 === "image")) || (data18 === "localImage"))){
const err70 = {};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var valid16 = _errs86 === errors;
if(valid16){
const err71 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/4/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs85;
if(vErrors !== null){
if(_errs85){
vErrors.length = _errs85;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err72 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid1 = _errs81 === errors;
valid7 = valid7 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
if(!valid7){
const err73 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
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
}
else {
const err74 = {instancePath:instancePath+"/params/input",schemaPath:"#/properties/params/properties/input/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data2.cwd !== undefined){
let data19 = data2.cwd;
const _errs88 = errors;
let valid17 = false;
const _errs89 = errors;
if(typeof data19 !== "string"){
const err75 = {instancePath:instancePath+"/params/cwd",schemaPath:"#/properties/params/properties/cwd/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid5 = _errs89 === errors;
valid17 = valid17 || _valid5;
const _errs91 = errors;
if(data19 !== null){
const err76 = {instancePath:instancePath+"/params/cwd",schemaPath:"#/properties/params/properties/cwd/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid5 = _errs91 === errors;
valid17 = valid17 || _valid5;
if(!valid17){
const err77 = {instancePath:instancePath+"/params/cwd",schemaPath:"#/properties/params/properties/cwd/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
errors = _errs88;
if(vErrors !== null){
if(_errs88){
vErrors.length = _errs88;
}
else {
vErrors = null;
}
}
}
}
if(data2.model !== undefined){
let data20 = data2.model;
const _errs94 = errors;
let valid18 = false;
const _errs95 = errors;
if(typeof data20 !== "string"){
const err78 = {instancePath:instancePath+"/params/model",schemaPath:"#/properties/params/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid6 = _errs95 === errors;
valid18 = valid18 || _valid6;
const _errs97 = errors;
if(data20 !== null){
const err79 = {instancePath:instancePath+"/params/model",schemaPath:"#/properties/params/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid6 = _errs97 === errors;
valid18 = valid18 || _valid6;
if(!valid18){
const err80 = {instancePath:instancePath+"/params/model",schemaPath:"#/properties/params/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
else {
errors = _errs94;
if(vErrors !== null){
if(_errs94){
vErrors.length = _errs94;
}
else {
vErrors = null;
}
}
}
}
if(data2.effort !== undefined){
let data21 = data2.effort;
const _errs100 = errors;
let valid19 = false;
const _errs101 = errors;
if(typeof data21 !== "string"){
const err81 = {instancePath:instancePath+"/params/effort",schemaPath:"#/properties/params/properties/effort/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid7 = _errs101 === errors;
valid19 = valid19 || _valid7;
const _errs103 = errors;
if(data21 !== null){
const err82 = {instancePath:instancePath+"/params/effort",schemaPath:"#/properties/params/properties/effort/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid7 = _errs103 === errors;
valid19 = valid19 || _valid7;
if(!valid19){
const err83 = {instancePath:instancePath+"/params/effort",schemaPath:"#/properties/params/properties/effort/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
else {
errors = _errs100;
if(vErrors !== null){
if(_errs100){
vErrors.length = _errs100;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err84 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err85 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":{"id":true,"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostTurnStartResponse = validate66;
const schema88 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/turn-start-response.schema.json","title":"turn/start result","description":"The new turn, status inProgress; its events follow as notifications. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","result"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"result":{"type":"object","required":["turn"],"properties":{"turn":{"$ref":"https://larkspur.dev/spec/host/turn.schema.json"}}}}};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/turn-start-response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.result === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
if(data.result !== undefined){
let data1 = data.result;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.turn === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "turn"},message:"must have required property '"+"turn"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.turn !== undefined){
if(!(validate41(data1.turn, {instancePath:instancePath+"/result/turn",parentData:data1,parentDataProperty:"turn",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":{"id":true,"result":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostTurnStartedNotification = validate68;
const schema90 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/turn-started-notification.schema.json","title":"turn/started","description":"The turn began running. May arrive before the turn/start result. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["method","params"],"properties":{"method":{"type":"string","const":"turn/started"},"params":{"type":"object","required":["threadId","turn"],"properties":{"threadId":{"type":"string"},"turn":{"$ref":"https://larkspur.dev/spec/host/turn.schema.json"}}}}};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/turn-started-notification.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.params === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("turn/started" !== data0){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "turn/started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.threadId === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.turn === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "turn"},message:"must have required property '"+"turn"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.threadId !== undefined){
if(typeof data1.threadId !== "string"){
const err6 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.turn !== undefined){
if(!(validate41(data1.turn, {instancePath:instancePath+"/params/turn",parentData:data1,parentDataProperty:"turn",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostTurnSteerRequest = validate70;
const schema91 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/turn-steer-request.schema.json","title":"turn/steer","description":"Adds input to the running turn without starting another. A refusal is an error response; a bridge reports it as a failure, never downgrading the input to a queue (AD-008). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","method","params"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"method":{"type":"string","const":"turn/steer"},"params":{"type":"object","required":["threadId","input","expectedTurnId"],"properties":{"threadId":{"type":"string","minLength":1},"input":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/host/user-input.schema.json"},"minItems":1},"expectedTurnId":{"type":"string","minLength":1,"description":"Precondition: the turn that must be running. Otherwise the host answers an error."}}}}};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/turn-steer-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.params === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err5 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("turn/steer" !== data1){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "turn/steer"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.threadId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "threadId"},message:"must have required property '"+"threadId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.input === undefined){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.expectedTurnId === undefined){
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "expectedTurnId"},message:"must have required property '"+"expectedTurnId"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.threadId !== undefined){
let data3 = data2.threadId;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err11 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/params/threadId",schemaPath:"#/properties/params/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.input !== undefined){
let data4 = data2.input;
if(Array.isArray(data4)){
if(data4.length < 1){
const err13 = {instancePath:instancePath+"/params/input",schemaPath:"#/properties/params/properties/input/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs18 = errors;
let valid7 = false;
const _errs19 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err14 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.text === undefined){
const err15 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.type !== undefined){
let data6 = data5.type;
if(typeof data6 !== "string"){
const err16 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("text" !== data6){
const err17 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.text !== undefined){
if(typeof data5.text !== "string"){
const err18 = {instancePath:instancePath+"/params/input/" + i0+"/text",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.text_elements !== undefined){
if(!(Array.isArray(data5.text_elements))){
const err19 = {instancePath:instancePath+"/params/input/" + i0+"/text_elements",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/properties/text_elements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid7 = valid7 || _valid1;
if(_valid1){
var props0 = {};
props0.type = true;
props0.text = true;
props0.text_elements = true;
}
const _errs27 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err21 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.url === undefined){
const err22 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5.type !== undefined){
let data9 = data5.type;
if(typeof data9 !== "string"){
const err23 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("image" !== data9){
const err24 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.url !== undefined){
if(typeof data5.url !== "string"){
const err25 = {instancePath:instancePath+"/params/input/" + i0+"/url",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.detail !== undefined){
let data11 = data5.detail;
const _errs34 = errors;
let valid10 = false;
const _errs35 = errors;
if(typeof data11 !== "string"){
const err26 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("auto" !== data11){
const err27 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid10 = valid10 || _valid2;
const _errs37 = errors;
if(typeof data11 !== "string"){
const err28 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("low" !== data11){
const err29 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid2 = _errs37 === errors;
valid10 = valid10 || _valid2;
const _errs39 = errors;
if(typeof data11 !== "string"){
const err30 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if("high" !== data11){
const err31 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid2 = _errs39 === errors;
valid10 = valid10 || _valid2;
const _errs41 = errors;
if(typeof data11 !== "string"){
const err32 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("original" !== data11){
const err33 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/3/const",keyword:"const",params:{allowedValue: "original"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid2 = _errs41 === errors;
valid10 = valid10 || _valid2;
const _errs43 = errors;
if(data11 !== null){
const err34 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf/4/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid2 = _errs43 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const err35 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err36 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid7 = valid7 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.url = true;
props0.detail = true;
}
}
const _errs45 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err37 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data5.fileId === undefined){
const err38 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "fileId"},message:"must have required property '"+"fileId"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data5.type !== undefined){
let data12 = data5.type;
if(typeof data12 !== "string"){
const err39 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if("image" !== data12){
const err40 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/type/const",keyword:"const",params:{allowedValue: "image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data5.fileId !== undefined){
if(typeof data5.fileId !== "string"){
const err41 = {instancePath:instancePath+"/params/input/" + i0+"/fileId",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/fileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data5.detail !== undefined){
let data14 = data5.detail;
const _errs52 = errors;
let valid12 = false;
const _errs53 = errors;
if(typeof data14 !== "string"){
const err42 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if("auto" !== data14){
const err43 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid3 = _errs53 === errors;
valid12 = valid12 || _valid3;
const _errs55 = errors;
if(typeof data14 !== "string"){
const err44 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if("low" !== data14){
const err45 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid3 = _errs55 === errors;
valid12 = valid12 || _valid3;
const _errs57 = errors;
if(typeof data14 !== "string"){
const err46 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if("high" !== data14){
const err47 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid3 = _errs57 === errors;
valid12 = valid12 || _valid3;
const _errs59 = errors;
if(typeof data14 !== "string"){
const err48 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if("original" !== data14){
const err49 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/3/const",keyword:"const",params:{allowedValue: "original"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid3 = _errs59 === errors;
valid12 = valid12 || _valid3;
const _errs61 = errors;
if(data14 !== null){
const err50 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf/4/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid3 = _errs61 === errors;
valid12 = valid12 || _valid3;
if(!valid12){
const err51 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err52 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid1 = _errs45 === errors;
valid7 = valid7 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.fileId = true;
props0.detail = true;
}
}
const _errs63 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err53 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data5.path === undefined){
const err54 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data5.type !== undefined){
let data15 = data5.type;
if(typeof data15 !== "string"){
const err55 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if("localImage" !== data15){
const err56 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/type/const",keyword:"const",params:{allowedValue: "localImage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data5.path !== undefined){
if(typeof data5.path !== "string"){
const err57 = {instancePath:instancePath+"/params/input/" + i0+"/path",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data5.detail !== undefined){
let data17 = data5.detail;
const _errs70 = errors;
let valid14 = false;
const _errs71 = errors;
if(typeof data17 !== "string"){
const err58 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if("auto" !== data17){
const err59 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid4 = _errs71 === errors;
valid14 = valid14 || _valid4;
const _errs73 = errors;
if(typeof data17 !== "string"){
const err60 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if("low" !== data17){
const err61 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid4 = _errs73 === errors;
valid14 = valid14 || _valid4;
const _errs75 = errors;
if(typeof data17 !== "string"){
const err62 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if("high" !== data17){
const err63 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid4 = _errs75 === errors;
valid14 = valid14 || _valid4;
const _errs77 = errors;
if(typeof data17 !== "string"){
const err64 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if("original" !== data17){
const err65 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/3/const",keyword:"const",params:{allowedValue: "original"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid4 = _errs77 === errors;
valid14 = valid14 || _valid4;
const _errs79 = errors;
if(data17 !== null){
const err66 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf/4/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid4 = _errs79 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err67 = {instancePath:instancePath+"/params/input/" + i0+"/detail",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
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
}
else {
const err68 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid1 = _errs63 === errors;
valid7 = valid7 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.path = true;
props0.detail = true;
}
}
const _errs81 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err69 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/4/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data5.type !== undefined){
let data18 = data5.type;
if(typeof data18 !== "string"){
const err70 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/4/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
const _errs85 = errors;
const _errs86 = errors;
if(!(((data18 === "text") || (data18 === "image")) || (data18 === "localImage"))){
const err71 = {};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var valid16 = _errs86 === errors;
if(valid16){
const err72 = {instancePath:instancePath+"/params/input/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/4/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
else {
errors = _errs85;
if(vErrors !== null){
if(_errs85){
vErrors.length = _errs85;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err73 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid1 = _errs81 === errors;
valid7 = valid7 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
if(!valid7){
const err74 = {instancePath:instancePath+"/params/input/" + i0,schemaPath:"https://larkspur.dev/spec/host/user-input.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
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
}
else {
const err75 = {instancePath:instancePath+"/params/input",schemaPath:"#/properties/params/properties/input/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data2.expectedTurnId !== undefined){
let data19 = data2.expectedTurnId;
if(typeof data19 === "string"){
if(func1(data19) < 1){
const err76 = {instancePath:instancePath+"/params/expectedTurnId",schemaPath:"#/properties/params/properties/expectedTurnId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/params/expectedTurnId",schemaPath:"#/properties/params/properties/expectedTurnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err79 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":{"id":true,"method":true,"params":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostTurnSteerResponse = validate71;
const schema94 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/host/turn-steer-response.schema.json","title":"turn/steer result","description":"The steer was taken. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.","type":"object","required":["id","result"],"properties":{"id":{"$ref":"https://larkspur.dev/spec/host/request-id.schema.json"},"result":{"type":"object","required":["turnId"],"properties":{"turnId":{"type":"string","description":"The turn that took the input."}}}}};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/turn-steer-response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.result === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs6 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err4 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/host/request-id.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
if(data.result !== undefined){
let data1 = data.result;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.turnId === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "turnId"},message:"must have required property '"+"turnId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.turnId !== undefined){
if(typeof data1.turnId !== "string"){
const err6 = {instancePath:instancePath+"/result/turnId",schemaPath:"#/properties/result/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err7 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":{"id":true,"result":true},"dynamicProps":false,"dynamicItems":false};

export const validateHostUserInput = validate72;

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/host/user-input.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
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
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.text === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("text" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.text_elements !== undefined){
if(!(Array.isArray(data.text_elements))){
const err5 = {instancePath:instancePath+"/text_elements",schemaPath:"#/anyOf/0/properties/text_elements/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err6 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.type = true;
props0.text = true;
props0.text_elements = true;
}
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err7 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.url === undefined){
const err8 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.type !== undefined){
let data3 = data.type;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("image" !== data3){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err11 = {instancePath:instancePath+"/url",schemaPath:"#/anyOf/1/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.detail !== undefined){
let data5 = data.detail;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/1/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("auto" !== data5){
const err13 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/1/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
const _errs19 = errors;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/1/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("low" !== data5){
const err15 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/1/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid3 = valid3 || _valid1;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/1/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("high" !== data5){
const err17 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/1/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid3 = valid3 || _valid1;
const _errs23 = errors;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/1/properties/detail/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("original" !== data5){
const err19 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/1/properties/detail/anyOf/3/const",keyword:"const",params:{allowedValue: "original"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid3 = valid3 || _valid1;
const _errs25 = errors;
if(data5 !== null){
const err20 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/1/properties/detail/anyOf/4/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err21 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/1/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
}
else {
const err22 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.url = true;
props0.detail = true;
}
}
const _errs27 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err23 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.fileId === undefined){
const err24 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "fileId"},message:"must have required property '"+"fileId"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.type !== undefined){
let data6 = data.type;
if(typeof data6 !== "string"){
const err25 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/2/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("image" !== data6){
const err26 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/2/properties/type/const",keyword:"const",params:{allowedValue: "image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.fileId !== undefined){
if(typeof data.fileId !== "string"){
const err27 = {instancePath:instancePath+"/fileId",schemaPath:"#/anyOf/2/properties/fileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.detail !== undefined){
let data8 = data.detail;
const _errs34 = errors;
let valid5 = false;
const _errs35 = errors;
if(typeof data8 !== "string"){
const err28 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/2/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("auto" !== data8){
const err29 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/2/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid5 = valid5 || _valid2;
const _errs37 = errors;
if(typeof data8 !== "string"){
const err30 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/2/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if("low" !== data8){
const err31 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/2/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid2 = _errs37 === errors;
valid5 = valid5 || _valid2;
const _errs39 = errors;
if(typeof data8 !== "string"){
const err32 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/2/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("high" !== data8){
const err33 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/2/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid2 = _errs39 === errors;
valid5 = valid5 || _valid2;
const _errs41 = errors;
if(typeof data8 !== "string"){
const err34 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/2/properties/detail/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if("original" !== data8){
const err35 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/2/properties/detail/anyOf/3/const",keyword:"const",params:{allowedValue: "original"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid2 = _errs41 === errors;
valid5 = valid5 || _valid2;
const _errs43 = errors;
if(data8 !== null){
const err36 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/2/properties/detail/anyOf/4/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid2 = _errs43 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err37 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/2/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err38 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.fileId = true;
props0.detail = true;
}
}
const _errs45 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err39 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.path === undefined){
const err40 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.type !== undefined){
let data9 = data.type;
if(typeof data9 !== "string"){
const err41 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/3/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("localImage" !== data9){
const err42 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/3/properties/type/const",keyword:"const",params:{allowedValue: "localImage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.path !== undefined){
if(typeof data.path !== "string"){
const err43 = {instancePath:instancePath+"/path",schemaPath:"#/anyOf/3/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.detail !== undefined){
let data11 = data.detail;
const _errs52 = errors;
let valid7 = false;
const _errs53 = errors;
if(typeof data11 !== "string"){
const err44 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/3/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if("auto" !== data11){
const err45 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/3/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid3 = _errs53 === errors;
valid7 = valid7 || _valid3;
const _errs55 = errors;
if(typeof data11 !== "string"){
const err46 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/3/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if("low" !== data11){
const err47 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/3/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid3 = _errs55 === errors;
valid7 = valid7 || _valid3;
const _errs57 = errors;
if(typeof data11 !== "string"){
const err48 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/3/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if("high" !== data11){
const err49 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/3/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid3 = _errs57 === errors;
valid7 = valid7 || _valid3;
const _errs59 = errors;
if(typeof data11 !== "string"){
const err50 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/3/properties/detail/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if("original" !== data11){
const err51 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/3/properties/detail/anyOf/3/const",keyword:"const",params:{allowedValue: "original"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid3 = _errs59 === errors;
valid7 = valid7 || _valid3;
const _errs61 = errors;
if(data11 !== null){
const err52 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/3/properties/detail/anyOf/4/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid3 = _errs61 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const err53 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/3/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err54 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid0 = _errs45 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.path = true;
props0.detail = true;
}
}
const _errs63 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err55 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data.type !== undefined){
let data12 = data.type;
if(typeof data12 !== "string"){
const err56 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/4/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
const _errs67 = errors;
const _errs68 = errors;
if(!(((data12 === "text") || (data12 === "image")) || (data12 === "localImage"))){
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var valid9 = _errs68 === errors;
if(valid9){
const err58 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/4/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err59 = {instancePath,schemaPath:"#/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid0 = _errs63 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
if(!valid0){
const err60 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
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
validate72.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate72.evaluated = {"dynamicProps":true,"dynamicItems":false};

