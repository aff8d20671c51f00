/* generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src. */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateModelAnthropicErrorBody = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/anthropic-error-body.schema.json","title":"An HTTP error of the Messages API","description":"The JSON body of an HTTP error answer, with the request-id header. The official client raises RateLimitError for 429, AuthenticationError for 401 and InternalServerError for 500 and 529 (and retries those three unless told not to); Claude Code retries 429, 500 and 529 itself. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.","type":"object","required":["type","error","request_id"],"properties":{"type":{"type":"string","const":"error"},"error":{"type":"object","required":["type","message"],"properties":{"type":{"type":"string","description":"invalid_request_error (400), authentication_error (401), permission_error (403), not_found_error (404), request_too_large (413), rate_limit_error (429), api_error (500), overloaded_error (529)."},"message":{"type":"string"}},"additionalProperties":false},"request_id":{"type":"string"}},"additionalProperties":false};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/anthropic-error-body.schema.json" */;
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
if(data.request_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "request_id"},message:"must have required property '"+"request_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "type") || (key0 === "error")) || (key0 === "request_id"))){
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
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("error" !== data0){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.error !== undefined){
let data1 = data.error;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.type === undefined){
const err6 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.message === undefined){
const err7 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "type") || (key1 === "message"))){
const err8 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.type !== undefined){
if(typeof data1.type !== "string"){
const err9 = {instancePath:instancePath+"/error/type",schemaPath:"#/properties/error/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.message !== undefined){
if(typeof data1.message !== "string"){
const err10 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.request_id !== undefined){
if(typeof data.request_id !== "string"){
const err12 = {instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelChatChunk = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/chat-chunk.schema.json","title":"chat.completion.chunk","description":"One server-sent chunk of a streamed answer, as `data: <json>\\n\\n`: the role first, then text pieces (delta.content) or a tool call (its id and name, then its arguments), then finish_reason; the stream ends with `data: [DONE]`. A failure mid-stream is `data: {\"error\": …}` (model/error-body). The OpenAI Chat Completions API as the official openai client uses it.","type":"object","required":["id","object","created","model","choices"],"properties":{"id":{"type":"string"},"object":{"type":"string","const":"chat.completion.chunk"},"created":{"type":"integer","minimum":0},"model":{"type":"string"},"choices":{"type":"array","items":{"type":"object","required":["index","delta","finish_reason","logprobs"],"properties":{"index":{"type":"integer","minimum":0},"delta":{"type":"object","properties":{"role":{"type":"string","const":"assistant"},"content":{"anyOf":[{"type":"string"},{"type":"null"}]},"tool_calls":{"type":"array","items":{"type":"object","required":["index","function"],"properties":{"index":{"type":"integer","minimum":0},"id":{"type":"string"},"type":{"type":"string","const":"function"},"function":{"type":"object","required":["arguments"],"properties":{"name":{"type":"string"},"arguments":{"type":"string"}},"additionalProperties":false}},"additionalProperties":false}}},"additionalProperties":false},"finish_reason":{"anyOf":[{"anyOf":[{"type":"string","const":"stop"},{"type":"string","const":"tool_calls"},{"type":"string","const":"length"}]},{"type":"null"}]},"logprobs":{"type":"null"}},"additionalProperties":false},"description":"One choice; empty in the last chunk that carries usage (stream_options.include_usage)."},"usage":{"anyOf":[{"type":"object","required":["prompt_tokens","completion_tokens","total_tokens"],"properties":{"prompt_tokens":{"type":"integer","minimum":0},"completion_tokens":{"type":"integer","minimum":0},"total_tokens":{"type":"integer","minimum":0}},"additionalProperties":false},{"type":"null"}]}},"additionalProperties":false};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/chat-chunk.schema.json" */;
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
if(data.object === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.created === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created"},message:"must have required property '"+"created"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.model === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.choices === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choices"},message:"must have required property '"+"choices"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "object")) || (key0 === "created")) || (key0 === "model")) || (key0 === "choices")) || (key0 === "usage"))){
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
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.object !== undefined){
let data1 = data.object;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("chat.completion.chunk" !== data1){
const err8 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "chat.completion.chunk"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.created !== undefined){
let data2 = data.created;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/created",schemaPath:"#/properties/created/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/created",schemaPath:"#/properties/created/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.model !== undefined){
if(typeof data.model !== "string"){
const err11 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.choices !== undefined){
let data4 = data.choices;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.index === undefined){
const err12 = {instancePath:instancePath+"/choices/" + i0,schemaPath:"#/properties/choices/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5.delta === undefined){
const err13 = {instancePath:instancePath+"/choices/" + i0,schemaPath:"#/properties/choices/items/required",keyword:"required",params:{missingProperty: "delta"},message:"must have required property '"+"delta"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.finish_reason === undefined){
const err14 = {instancePath:instancePath+"/choices/" + i0,schemaPath:"#/properties/choices/items/required",keyword:"required",params:{missingProperty: "finish_reason"},message:"must have required property '"+"finish_reason"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.logprobs === undefined){
const err15 = {instancePath:instancePath+"/choices/" + i0,schemaPath:"#/properties/choices/items/required",keyword:"required",params:{missingProperty: "logprobs"},message:"must have required property '"+"logprobs"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data5){
if(!((((key1 === "index") || (key1 === "delta")) || (key1 === "finish_reason")) || (key1 === "logprobs"))){
const err16 = {instancePath:instancePath+"/choices/" + i0,schemaPath:"#/properties/choices/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.index !== undefined){
let data6 = data5.index;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/choices/" + i0+"/index",schemaPath:"#/properties/choices/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/choices/" + i0+"/index",schemaPath:"#/properties/choices/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.delta !== undefined){
let data7 = data5.delta;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key2 in data7){
if(!(((key2 === "role") || (key2 === "content")) || (key2 === "tool_calls"))){
const err19 = {instancePath:instancePath+"/choices/" + i0+"/delta",schemaPath:"#/properties/choices/items/properties/delta/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data7.role !== undefined){
let data8 = data7.role;
if(typeof data8 !== "string"){
const err20 = {instancePath:instancePath+"/choices/" + i0+"/delta/role",schemaPath:"#/properties/choices/items/properties/delta/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("assistant" !== data8){
const err21 = {instancePath:instancePath+"/choices/" + i0+"/delta/role",schemaPath:"#/properties/choices/items/properties/delta/properties/role/const",keyword:"const",params:{allowedValue: "assistant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data7.content !== undefined){
let data9 = data7.content;
const _errs23 = errors;
let valid5 = false;
const _errs24 = errors;
if(typeof data9 !== "string"){
const err22 = {instancePath:instancePath+"/choices/" + i0+"/delta/content",schemaPath:"#/properties/choices/items/properties/delta/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid5 = valid5 || _valid0;
const _errs26 = errors;
if(data9 !== null){
const err23 = {instancePath:instancePath+"/choices/" + i0+"/delta/content",schemaPath:"#/properties/choices/items/properties/delta/properties/content/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err24 = {instancePath:instancePath+"/choices/" + i0+"/delta/content",schemaPath:"#/properties/choices/items/properties/delta/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
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
if(data7.tool_calls !== undefined){
let data10 = data7.tool_calls;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.index === undefined){
const err25 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1,schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data11.function === undefined){
const err26 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1,schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/required",keyword:"required",params:{missingProperty: "function"},message:"must have required property '"+"function"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key3 in data11){
if(!((((key3 === "index") || (key3 === "id")) || (key3 === "type")) || (key3 === "function"))){
const err27 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1,schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data11.index !== undefined){
let data12 = data11.index;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1+"/index",schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err29 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1+"/index",schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.id !== undefined){
if(typeof data11.id !== "string"){
const err30 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1+"/id",schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data11.type !== undefined){
let data14 = data11.type;
if(typeof data14 !== "string"){
const err31 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1+"/type",schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("function" !== data14){
const err32 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1+"/type",schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data11.function !== undefined){
let data15 = data11.function;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.arguments === undefined){
const err33 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1+"/function",schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/properties/function/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key4 in data15){
if(!((key4 === "name") || (key4 === "arguments"))){
const err34 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1+"/function",schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/properties/function/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data15.name !== undefined){
if(typeof data15.name !== "string"){
const err35 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1+"/function/name",schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/properties/function/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data15.arguments !== undefined){
if(typeof data15.arguments !== "string"){
const err36 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1+"/function/arguments",schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/properties/function/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err37 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1+"/function",schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/properties/function/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err38 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls/" + i1,schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err39 = {instancePath:instancePath+"/choices/" + i0+"/delta/tool_calls",schemaPath:"#/properties/choices/items/properties/delta/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err40 = {instancePath:instancePath+"/choices/" + i0+"/delta",schemaPath:"#/properties/choices/items/properties/delta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data5.finish_reason !== undefined){
let data18 = data5.finish_reason;
const _errs47 = errors;
let valid10 = false;
const _errs48 = errors;
const _errs49 = errors;
let valid11 = false;
const _errs50 = errors;
if(typeof data18 !== "string"){
const err41 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("stop" !== data18){
const err42 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/0/anyOf/0/const",keyword:"const",params:{allowedValue: "stop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid2 = _errs50 === errors;
valid11 = valid11 || _valid2;
const _errs52 = errors;
if(typeof data18 !== "string"){
const err43 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if("tool_calls" !== data18){
const err44 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/0/anyOf/1/const",keyword:"const",params:{allowedValue: "tool_calls"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid2 = _errs52 === errors;
valid11 = valid11 || _valid2;
const _errs54 = errors;
if(typeof data18 !== "string"){
const err45 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/0/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if("length" !== data18){
const err46 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/0/anyOf/2/const",keyword:"const",params:{allowedValue: "length"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid2 = _errs54 === errors;
valid11 = valid11 || _valid2;
if(!valid11){
const err47 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
var _valid1 = _errs48 === errors;
valid10 = valid10 || _valid1;
const _errs56 = errors;
if(data18 !== null){
const err48 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid1 = _errs56 === errors;
valid10 = valid10 || _valid1;
if(!valid10){
const err49 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
}
if(data5.logprobs !== undefined){
if(data5.logprobs !== null){
const err50 = {instancePath:instancePath+"/choices/" + i0+"/logprobs",schemaPath:"#/properties/choices/items/properties/logprobs/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/choices/" + i0,schemaPath:"#/properties/choices/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err52 = {instancePath:instancePath+"/choices",schemaPath:"#/properties/choices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.usage !== undefined){
let data20 = data.usage;
const _errs61 = errors;
let valid12 = false;
const _errs62 = errors;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.prompt_tokens === undefined){
const err53 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/0/required",keyword:"required",params:{missingProperty: "prompt_tokens"},message:"must have required property '"+"prompt_tokens"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data20.completion_tokens === undefined){
const err54 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/0/required",keyword:"required",params:{missingProperty: "completion_tokens"},message:"must have required property '"+"completion_tokens"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data20.total_tokens === undefined){
const err55 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/0/required",keyword:"required",params:{missingProperty: "total_tokens"},message:"must have required property '"+"total_tokens"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
for(const key5 in data20){
if(!(((key5 === "prompt_tokens") || (key5 === "completion_tokens")) || (key5 === "total_tokens"))){
const err56 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data20.prompt_tokens !== undefined){
let data21 = data20.prompt_tokens;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err57 = {instancePath:instancePath+"/usage/prompt_tokens",schemaPath:"#/properties/usage/anyOf/0/properties/prompt_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err58 = {instancePath:instancePath+"/usage/prompt_tokens",schemaPath:"#/properties/usage/anyOf/0/properties/prompt_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
if(data20.completion_tokens !== undefined){
let data22 = data20.completion_tokens;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err59 = {instancePath:instancePath+"/usage/completion_tokens",schemaPath:"#/properties/usage/anyOf/0/properties/completion_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err60 = {instancePath:instancePath+"/usage/completion_tokens",schemaPath:"#/properties/usage/anyOf/0/properties/completion_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data20.total_tokens !== undefined){
let data23 = data20.total_tokens;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err61 = {instancePath:instancePath+"/usage/total_tokens",schemaPath:"#/properties/usage/anyOf/0/properties/total_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err62 = {instancePath:instancePath+"/usage/total_tokens",schemaPath:"#/properties/usage/anyOf/0/properties/total_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err63 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid3 = _errs62 === errors;
valid12 = valid12 || _valid3;
const _errs71 = errors;
if(data20 !== null){
const err64 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid3 = _errs71 === errors;
valid12 = valid12 || _valid3;
if(!valid12){
const err65 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
errors = _errs61;
if(vErrors !== null){
if(_errs61){
vErrors.length = _errs61;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err66 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelChatCompletion = validate22;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/chat-completion.schema.json","title":"chat.completion","description":"The answer to a model call without stream: the whole message at once. The OpenAI Chat Completions API as the official openai client uses it.","type":"object","required":["id","object","created","model","choices","usage"],"properties":{"id":{"type":"string"},"object":{"type":"string","const":"chat.completion"},"created":{"type":"integer","minimum":0},"model":{"type":"string"},"choices":{"type":"array","items":{"type":"object","required":["index","message","finish_reason","logprobs"],"properties":{"index":{"type":"integer","minimum":0},"message":{"type":"object","required":["role","content","refusal"],"properties":{"role":{"type":"string","const":"assistant"},"content":{"anyOf":[{"type":"string"},{"type":"null"}]},"refusal":{"type":"null"},"tool_calls":{"type":"array","items":{"type":"object","required":["id","type","function"],"properties":{"id":{"type":"string"},"type":{"type":"string","const":"function"},"function":{"type":"object","required":["name","arguments"],"properties":{"name":{"type":"string"},"arguments":{"type":"string","description":"JSON text."}},"additionalProperties":false}},"additionalProperties":false},"minItems":1}},"additionalProperties":false},"finish_reason":{"anyOf":[{"type":"string","const":"stop"},{"type":"string","const":"tool_calls"},{"type":"string","const":"length"}]},"logprobs":{"type":"null"}},"additionalProperties":false},"minItems":1,"maxItems":1},"usage":{"type":"object","required":["prompt_tokens","completion_tokens","total_tokens"],"properties":{"prompt_tokens":{"type":"integer","minimum":0},"completion_tokens":{"type":"integer","minimum":0},"total_tokens":{"type":"integer","minimum":0}},"additionalProperties":false}},"additionalProperties":false};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/chat-completion.schema.json" */;
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
if(data.object === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.created === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created"},message:"must have required property '"+"created"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.model === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.choices === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "choices"},message:"must have required property '"+"choices"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.usage === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usage"},message:"must have required property '"+"usage"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "object")) || (key0 === "created")) || (key0 === "model")) || (key0 === "choices")) || (key0 === "usage"))){
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
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.object !== undefined){
let data1 = data.object;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("chat.completion" !== data1){
const err9 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "chat.completion"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.created !== undefined){
let data2 = data.created;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/created",schemaPath:"#/properties/created/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err11 = {instancePath:instancePath+"/created",schemaPath:"#/properties/created/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.model !== undefined){
if(typeof data.model !== "string"){
const err12 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.choices !== undefined){
let data4 = data.choices;
if(Array.isArray(data4)){
if(data4.length > 1){
const err13 = {instancePath:instancePath+"/choices",schemaPath:"#/properties/choices/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.length < 1){
const err14 = {instancePath:instancePath+"/choices",schemaPath:"#/properties/choices/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.index === undefined){
const err15 = {instancePath:instancePath+"/choices/" + i0,schemaPath:"#/properties/choices/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.message === undefined){
const err16 = {instancePath:instancePath+"/choices/" + i0,schemaPath:"#/properties/choices/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.finish_reason === undefined){
const err17 = {instancePath:instancePath+"/choices/" + i0,schemaPath:"#/properties/choices/items/required",keyword:"required",params:{missingProperty: "finish_reason"},message:"must have required property '"+"finish_reason"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5.logprobs === undefined){
const err18 = {instancePath:instancePath+"/choices/" + i0,schemaPath:"#/properties/choices/items/required",keyword:"required",params:{missingProperty: "logprobs"},message:"must have required property '"+"logprobs"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data5){
if(!((((key1 === "index") || (key1 === "message")) || (key1 === "finish_reason")) || (key1 === "logprobs"))){
const err19 = {instancePath:instancePath+"/choices/" + i0,schemaPath:"#/properties/choices/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.index !== undefined){
let data6 = data5.index;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/choices/" + i0+"/index",schemaPath:"#/properties/choices/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/choices/" + i0+"/index",schemaPath:"#/properties/choices/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.message !== undefined){
let data7 = data5.message;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.role === undefined){
const err22 = {instancePath:instancePath+"/choices/" + i0+"/message",schemaPath:"#/properties/choices/items/properties/message/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.content === undefined){
const err23 = {instancePath:instancePath+"/choices/" + i0+"/message",schemaPath:"#/properties/choices/items/properties/message/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7.refusal === undefined){
const err24 = {instancePath:instancePath+"/choices/" + i0+"/message",schemaPath:"#/properties/choices/items/properties/message/required",keyword:"required",params:{missingProperty: "refusal"},message:"must have required property '"+"refusal"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data7){
if(!((((key2 === "role") || (key2 === "content")) || (key2 === "refusal")) || (key2 === "tool_calls"))){
const err25 = {instancePath:instancePath+"/choices/" + i0+"/message",schemaPath:"#/properties/choices/items/properties/message/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data7.role !== undefined){
let data8 = data7.role;
if(typeof data8 !== "string"){
const err26 = {instancePath:instancePath+"/choices/" + i0+"/message/role",schemaPath:"#/properties/choices/items/properties/message/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("assistant" !== data8){
const err27 = {instancePath:instancePath+"/choices/" + i0+"/message/role",schemaPath:"#/properties/choices/items/properties/message/properties/role/const",keyword:"const",params:{allowedValue: "assistant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data7.content !== undefined){
let data9 = data7.content;
const _errs23 = errors;
let valid5 = false;
const _errs24 = errors;
if(typeof data9 !== "string"){
const err28 = {instancePath:instancePath+"/choices/" + i0+"/message/content",schemaPath:"#/properties/choices/items/properties/message/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid5 = valid5 || _valid0;
const _errs26 = errors;
if(data9 !== null){
const err29 = {instancePath:instancePath+"/choices/" + i0+"/message/content",schemaPath:"#/properties/choices/items/properties/message/properties/content/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err30 = {instancePath:instancePath+"/choices/" + i0+"/message/content",schemaPath:"#/properties/choices/items/properties/message/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
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
if(data7.refusal !== undefined){
if(data7.refusal !== null){
const err31 = {instancePath:instancePath+"/choices/" + i0+"/message/refusal",schemaPath:"#/properties/choices/items/properties/message/properties/refusal/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data7.tool_calls !== undefined){
let data11 = data7.tool_calls;
if(Array.isArray(data11)){
if(data11.length < 1){
const err32 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls",schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.id === undefined){
const err33 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1,schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data12.type === undefined){
const err34 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1,schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data12.function === undefined){
const err35 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1,schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/required",keyword:"required",params:{missingProperty: "function"},message:"must have required property '"+"function"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 in data12){
if(!(((key3 === "id") || (key3 === "type")) || (key3 === "function"))){
const err36 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1,schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data12.id !== undefined){
if(typeof data12.id !== "string"){
const err37 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1+"/id",schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data12.type !== undefined){
let data14 = data12.type;
if(typeof data14 !== "string"){
const err38 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1+"/type",schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if("function" !== data14){
const err39 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1+"/type",schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data12.function !== undefined){
let data15 = data12.function;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.name === undefined){
const err40 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1+"/function",schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/properties/function/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data15.arguments === undefined){
const err41 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1+"/function",schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/properties/function/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key4 in data15){
if(!((key4 === "name") || (key4 === "arguments"))){
const err42 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1+"/function",schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/properties/function/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data15.name !== undefined){
if(typeof data15.name !== "string"){
const err43 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1+"/function/name",schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/properties/function/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data15.arguments !== undefined){
if(typeof data15.arguments !== "string"){
const err44 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1+"/function/arguments",schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/properties/function/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err45 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1+"/function",schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/properties/function/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err46 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls/" + i1,schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err47 = {instancePath:instancePath+"/choices/" + i0+"/message/tool_calls",schemaPath:"#/properties/choices/items/properties/message/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err48 = {instancePath:instancePath+"/choices/" + i0+"/message",schemaPath:"#/properties/choices/items/properties/message/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data5.finish_reason !== undefined){
let data18 = data5.finish_reason;
const _errs47 = errors;
let valid10 = false;
const _errs48 = errors;
if(typeof data18 !== "string"){
const err49 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if("stop" !== data18){
const err50 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/0/const",keyword:"const",params:{allowedValue: "stop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid1 = _errs48 === errors;
valid10 = valid10 || _valid1;
const _errs50 = errors;
if(typeof data18 !== "string"){
const err51 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if("tool_calls" !== data18){
const err52 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/1/const",keyword:"const",params:{allowedValue: "tool_calls"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid1 = _errs50 === errors;
valid10 = valid10 || _valid1;
const _errs52 = errors;
if(typeof data18 !== "string"){
const err53 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if("length" !== data18){
const err54 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf/2/const",keyword:"const",params:{allowedValue: "length"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid1 = _errs52 === errors;
valid10 = valid10 || _valid1;
if(!valid10){
const err55 = {instancePath:instancePath+"/choices/" + i0+"/finish_reason",schemaPath:"#/properties/choices/items/properties/finish_reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
}
if(data5.logprobs !== undefined){
if(data5.logprobs !== null){
const err56 = {instancePath:instancePath+"/choices/" + i0+"/logprobs",schemaPath:"#/properties/choices/items/properties/logprobs/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/choices/" + i0,schemaPath:"#/properties/choices/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/choices",schemaPath:"#/properties/choices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.usage !== undefined){
let data20 = data.usage;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.prompt_tokens === undefined){
const err59 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/required",keyword:"required",params:{missingProperty: "prompt_tokens"},message:"must have required property '"+"prompt_tokens"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data20.completion_tokens === undefined){
const err60 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/required",keyword:"required",params:{missingProperty: "completion_tokens"},message:"must have required property '"+"completion_tokens"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data20.total_tokens === undefined){
const err61 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/required",keyword:"required",params:{missingProperty: "total_tokens"},message:"must have required property '"+"total_tokens"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
for(const key5 in data20){
if(!(((key5 === "prompt_tokens") || (key5 === "completion_tokens")) || (key5 === "total_tokens"))){
const err62 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data20.prompt_tokens !== undefined){
let data21 = data20.prompt_tokens;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err63 = {instancePath:instancePath+"/usage/prompt_tokens",schemaPath:"#/properties/usage/properties/prompt_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err64 = {instancePath:instancePath+"/usage/prompt_tokens",schemaPath:"#/properties/usage/properties/prompt_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data20.completion_tokens !== undefined){
let data22 = data20.completion_tokens;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err65 = {instancePath:instancePath+"/usage/completion_tokens",schemaPath:"#/properties/usage/properties/completion_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err66 = {instancePath:instancePath+"/usage/completion_tokens",schemaPath:"#/properties/usage/properties/completion_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
if(data20.total_tokens !== undefined){
let data23 = data20.total_tokens;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err67 = {instancePath:instancePath+"/usage/total_tokens",schemaPath:"#/properties/usage/properties/total_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err68 = {instancePath:instancePath+"/usage/total_tokens",schemaPath:"#/properties/usage/properties/total_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err69 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelChatRequest = validate23;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/chat-request.schema.json","title":"POST /v1/chat/completions","description":"A model call: answered with one chat.completion, or with `stream: true` as server-sent chunks ending in `data: [DONE]`. Fields the double does not read stay open. The OpenAI Chat Completions API as the official openai client uses it.","type":"object","required":["model","messages"],"properties":{"model":{"type":"string","minLength":1},"messages":{"type":"array","items":{"type":"object","required":["role"],"properties":{"role":{"type":"string","description":"system, developer, user, assistant or tool. The last message, a user's, is a new turn's input; a tool message carries the output of a tool call (tool_call_id) and continues the turn that made it."},"content":{"anyOf":[{"type":"string"},{"type":"null"},{"type":"array","items":{"type":"object","required":["type"],"properties":{"type":{"type":"string","description":"text, image_url, input_audio, file, refusal, …"}}}}]},"tool_call_id":{"type":"string"},"tool_calls":{"type":"array","items":{"type":"object","required":["id"],"properties":{"id":{"type":"string"}}}}}},"minItems":1,"description":"The conversation so far, oldest first."},"stream":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"stream_options":{"anyOf":[{"type":"object","properties":{"include_usage":{"type":"boolean"}}},{"type":"null"}]},"tools":{"type":"array","items":{"type":"object","required":["type"],"properties":{"type":{"type":"string"}}}}}};
const func1 = require("ajv/dist/runtime/ucs2length").default;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/chat-request.schema.json" */;
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
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.messages === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messages"},message:"must have required property '"+"messages"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.messages !== undefined){
let data1 = data.messages;
if(Array.isArray(data1)){
if(data1.length < 1){
const err4 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.role === undefined){
const err5 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.role !== undefined){
if(typeof data2.role !== "string"){
const err6 = {instancePath:instancePath+"/messages/" + i0+"/role",schemaPath:"#/properties/messages/items/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.content !== undefined){
let data4 = data2.content;
const _errs10 = errors;
let valid4 = false;
const _errs11 = errors;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid4 = valid4 || _valid0;
const _errs13 = errors;
if(data4 !== null){
const err8 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/properties/content/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid4 = valid4 || _valid0;
const _errs15 = errors;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err9 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/properties/content/anyOf/2/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.type !== undefined){
if(typeof data5.type !== "string"){
const err10 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/messages/items/properties/content/anyOf/2/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/properties/content/anyOf/2/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err12 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/properties/content/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err13 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
if(data2.tool_call_id !== undefined){
if(typeof data2.tool_call_id !== "string"){
const err14 = {instancePath:instancePath+"/messages/" + i0+"/tool_call_id",schemaPath:"#/properties/messages/items/properties/tool_call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.tool_calls !== undefined){
let data8 = data2.tool_calls;
if(Array.isArray(data8)){
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.id === undefined){
const err15 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2,schemaPath:"#/properties/messages/items/properties/tool_calls/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data9.id !== undefined){
if(typeof data9.id !== "string"){
const err16 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2+"/id",schemaPath:"#/properties/messages/items/properties/tool_calls/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2,schemaPath:"#/properties/messages/items/properties/tool_calls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls",schemaPath:"#/properties/messages/items/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err19 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.stream !== undefined){
let data11 = data.stream;
const _errs30 = errors;
let valid11 = false;
const _errs31 = errors;
if(typeof data11 !== "boolean"){
const err21 = {instancePath:instancePath+"/stream",schemaPath:"#/properties/stream/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs31 === errors;
valid11 = valid11 || _valid1;
const _errs33 = errors;
if(data11 !== null){
const err22 = {instancePath:instancePath+"/stream",schemaPath:"#/properties/stream/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs33 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const err23 = {instancePath:instancePath+"/stream",schemaPath:"#/properties/stream/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
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
if(data.stream_options !== undefined){
let data12 = data.stream_options;
const _errs36 = errors;
let valid12 = false;
const _errs37 = errors;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.include_usage !== undefined){
if(typeof data12.include_usage !== "boolean"){
const err24 = {instancePath:instancePath+"/stream_options/include_usage",schemaPath:"#/properties/stream_options/anyOf/0/properties/include_usage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err25 = {instancePath:instancePath+"/stream_options",schemaPath:"#/properties/stream_options/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs37 === errors;
valid12 = valid12 || _valid2;
if(_valid2){
var props0 = {};
props0.include_usage = true;
}
const _errs41 = errors;
if(data12 !== null){
const err26 = {instancePath:instancePath+"/stream_options",schemaPath:"#/properties/stream_options/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid2 = _errs41 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const err27 = {instancePath:instancePath+"/stream_options",schemaPath:"#/properties/stream_options/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
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
if(data.tools !== undefined){
let data14 = data.tools;
if(Array.isArray(data14)){
const len3 = data14.length;
for(let i3=0; i3<len3; i3++){
let data15 = data14[i3];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.type === undefined){
const err28 = {instancePath:instancePath+"/tools/" + i3,schemaPath:"#/properties/tools/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data15.type !== undefined){
if(typeof data15.type !== "string"){
const err29 = {instancePath:instancePath+"/tools/" + i3+"/type",schemaPath:"#/properties/tools/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err30 = {instancePath:instancePath+"/tools/" + i3,schemaPath:"#/properties/tools/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err31 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate23.evaluated = {"props":{"model":true,"messages":true,"stream":true,"stream_options":true,"tools":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelContentBlockDeltaEvent = validate24;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/content-block-delta-event.schema.json","title":"content_block_delta","description":"A piece of a content block: text (text_delta), or of a tool_use input as JSON text (input_json_delta). The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.","type":"object","required":["type","index","delta"],"properties":{"type":{"type":"string","const":"content_block_delta"},"index":{"type":"integer","minimum":0},"delta":{"anyOf":[{"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"text_delta"},"text":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["type","partial_json"],"properties":{"type":{"type":"string","const":"input_json_delta"},"partial_json":{"type":"string"}},"additionalProperties":false}]}},"additionalProperties":false};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/content-block-delta-event.schema.json" */;
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
if(data.index === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.delta === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "delta"},message:"must have required property '"+"delta"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "type") || (key0 === "index")) || (key0 === "delta"))){
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
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("content_block_delta" !== data0){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "content_block_delta"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.index !== undefined){
let data1 = data.index;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.delta !== undefined){
let data2 = data.delta;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err8 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.text === undefined){
const err9 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "type") || (key1 === "text"))){
const err10 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.type !== undefined){
let data3 = data2.type;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/delta/type",schemaPath:"#/properties/delta/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("text_delta" !== data3){
const err12 = {instancePath:instancePath+"/delta/type",schemaPath:"#/properties/delta/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "text_delta"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.text !== undefined){
if(typeof data2.text !== "string"){
const err13 = {instancePath:instancePath+"/delta/text",schemaPath:"#/properties/delta/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs15 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err15 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2.partial_json === undefined){
const err16 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/anyOf/1/required",keyword:"required",params:{missingProperty: "partial_json"},message:"must have required property '"+"partial_json"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key2 in data2){
if(!((key2 === "type") || (key2 === "partial_json"))){
const err17 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.type !== undefined){
let data5 = data2.type;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/delta/type",schemaPath:"#/properties/delta/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("input_json_delta" !== data5){
const err19 = {instancePath:instancePath+"/delta/type",schemaPath:"#/properties/delta/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "input_json_delta"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.partial_json !== undefined){
if(typeof data2.partial_json !== "string"){
const err20 = {instancePath:instancePath+"/delta/partial_json",schemaPath:"#/properties/delta/anyOf/1/properties/partial_json/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err21 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid1){
const err22 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelContentBlockStartEvent = validate25;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/content-block-start-event.schema.json","title":"content_block_start","description":"A content block begins: text (empty so far) or a tool_use (its input follows as JSON pieces). The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.","type":"object","required":["type","index","content_block"],"properties":{"type":{"type":"string","const":"content_block_start"},"index":{"type":"integer","minimum":0},"content_block":{"anyOf":[{"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"text"},"text":{"type":"string","const":""}},"additionalProperties":false},{"type":"object","required":["type","id","name","input"],"properties":{"type":{"type":"string","const":"tool_use"},"id":{"type":"string","pattern":"^toolu_"},"name":{"type":"string"},"input":{"type":"object","properties":{},"additionalProperties":false}},"additionalProperties":false}]}},"additionalProperties":false};
const pattern4 = new RegExp("^toolu_", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/content-block-start-event.schema.json" */;
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
if(data.index === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content_block === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content_block"},message:"must have required property '"+"content_block"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "type") || (key0 === "index")) || (key0 === "content_block"))){
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
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("content_block_start" !== data0){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "content_block_start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.index !== undefined){
let data1 = data.index;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.content_block !== undefined){
let data2 = data.content_block;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err8 = {instancePath:instancePath+"/content_block",schemaPath:"#/properties/content_block/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.text === undefined){
const err9 = {instancePath:instancePath+"/content_block",schemaPath:"#/properties/content_block/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "type") || (key1 === "text"))){
const err10 = {instancePath:instancePath+"/content_block",schemaPath:"#/properties/content_block/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.type !== undefined){
let data3 = data2.type;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/content_block/type",schemaPath:"#/properties/content_block/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("text" !== data3){
const err12 = {instancePath:instancePath+"/content_block/type",schemaPath:"#/properties/content_block/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.text !== undefined){
let data4 = data2.text;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/content_block/text",schemaPath:"#/properties/content_block/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("" !== data4){
const err14 = {instancePath:instancePath+"/content_block/text",schemaPath:"#/properties/content_block/anyOf/0/properties/text/const",keyword:"const",params:{allowedValue: ""},message:"must be equal to constant"};
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
const err15 = {instancePath:instancePath+"/content_block",schemaPath:"#/properties/content_block/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs15 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err16 = {instancePath:instancePath+"/content_block",schemaPath:"#/properties/content_block/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2.id === undefined){
const err17 = {instancePath:instancePath+"/content_block",schemaPath:"#/properties/content_block/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2.name === undefined){
const err18 = {instancePath:instancePath+"/content_block",schemaPath:"#/properties/content_block/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data2.input === undefined){
const err19 = {instancePath:instancePath+"/content_block",schemaPath:"#/properties/content_block/anyOf/1/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data2){
if(!((((key2 === "type") || (key2 === "id")) || (key2 === "name")) || (key2 === "input"))){
const err20 = {instancePath:instancePath+"/content_block",schemaPath:"#/properties/content_block/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.type !== undefined){
let data5 = data2.type;
if(typeof data5 !== "string"){
const err21 = {instancePath:instancePath+"/content_block/type",schemaPath:"#/properties/content_block/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("tool_use" !== data5){
const err22 = {instancePath:instancePath+"/content_block/type",schemaPath:"#/properties/content_block/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "tool_use"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.id !== undefined){
let data6 = data2.id;
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
const err23 = {instancePath:instancePath+"/content_block/id",schemaPath:"#/properties/content_block/anyOf/1/properties/id/pattern",keyword:"pattern",params:{pattern: "^toolu_"},message:"must match pattern \""+"^toolu_"+"\""};
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
const err24 = {instancePath:instancePath+"/content_block/id",schemaPath:"#/properties/content_block/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err25 = {instancePath:instancePath+"/content_block/name",schemaPath:"#/properties/content_block/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.input !== undefined){
let data8 = data2.input;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key3 in data8){
const err26 = {instancePath:instancePath+"/content_block/input",schemaPath:"#/properties/content_block/anyOf/1/properties/input/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/content_block/input",schemaPath:"#/properties/content_block/anyOf/1/properties/input/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/content_block",schemaPath:"#/properties/content_block/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid1){
const err29 = {instancePath:instancePath+"/content_block",schemaPath:"#/properties/content_block/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
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
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelContentBlockStopEvent = validate26;
const schema37 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/content-block-stop-event.schema.json","title":"content_block_stop","description":"A content block is complete. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.","type":"object","required":["type","index"],"properties":{"type":{"type":"string","const":"content_block_stop"},"index":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/content-block-stop-event.schema.json" */;
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
if(data.index === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "index"))){
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
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("content_block_stop" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "content_block_stop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.index !== undefined){
let data1 = data.index;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelCountTokens = validate27;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/count-tokens.schema.json","title":"count_tokens answer","description":"The answer to POST /v1/messages/count_tokens. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.","type":"object","required":["input_tokens"],"properties":{"input_tokens":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/count-tokens.schema.json" */;
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
if(data.input_tokens === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input_tokens"},message:"must have required property '"+"input_tokens"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "input_tokens")){
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
if(data.input_tokens !== undefined){
let data0 = data.input_tokens;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/input_tokens",schemaPath:"#/properties/input_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/input_tokens",schemaPath:"#/properties/input_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelCountTokensRequest = validate28;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/count-tokens-request.schema.json","title":"POST /v1/messages/count_tokens","description":"How many input tokens a request would take; no model runs. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.","type":"object","required":["model","messages"],"properties":{"model":{"type":"string","minLength":1},"messages":{"type":"array","items":{"type":"object","required":["role","content"],"properties":{"role":{"type":"string","description":"user or assistant (Claude Code 2.1.332 also sends system). A user message with text is a new turn; one of tool_result blocks only answers the tool_use blocks (by tool_use_id) of the turn that asked."},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"type":"object","required":["type"],"properties":{"type":{"type":"string","description":"text, image, tool_use, tool_result, thinking, document, …"}}}}]}}},"minItems":1,"description":"The conversation so far, oldest first."}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/count-tokens-request.schema.json" */;
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
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.messages === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messages"},message:"must have required property '"+"messages"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.messages !== undefined){
let data1 = data.messages;
if(Array.isArray(data1)){
if(data1.length < 1){
const err4 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.role === undefined){
const err5 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.content === undefined){
const err6 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.role !== undefined){
if(typeof data2.role !== "string"){
const err7 = {instancePath:instancePath+"/messages/" + i0+"/role",schemaPath:"#/properties/messages/items/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.content !== undefined){
let data4 = data2.content;
const _errs10 = errors;
let valid4 = false;
const _errs11 = errors;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid4 = valid4 || _valid0;
const _errs13 = errors;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err9 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/properties/content/anyOf/1/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.type !== undefined){
if(typeof data5.type !== "string"){
const err10 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/messages/items/properties/content/anyOf/1/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/properties/content/anyOf/1/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err12 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/properties/content/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err13 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
}
else {
const err14 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"model":true,"messages":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelDoubleInfo = validate29;
const schema40 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/double-info.schema.json","title":"Side channel: info","description":"GET /__model/info, and the first line `larkspur doubles model` prints.","type":"object","required":["baseUrl","sideChannel","configToml","envKey","env"],"properties":{"baseUrl":{"type":"string","description":"What a model provider's base_url is set to: http://127.0.0.1:PORT/v1."},"sideChannel":{"type":"string","description":"http://127.0.0.1:PORT/__model, on a port of its own."},"configToml":{"type":"string","description":"A config.toml for a CODEX_HOME that points Codex at this double, with no login and no network."},"envKey":{"type":"string","description":"The variable Codex reads the API key from; any value does."},"env":{"type":"object","required":["OPENAI_BASE_URL","OPENAI_API_KEY","ANTHROPIC_BASE_URL","ANTHROPIC_API_KEY"],"properties":{"OPENAI_BASE_URL":{"type":"string","description":"For the openai client: http://127.0.0.1:PORT/v1."},"OPENAI_API_KEY":{"type":"string"},"ANTHROPIC_BASE_URL":{"type":"string","description":"For @anthropic-ai/sdk and Claude Code: http://127.0.0.1:PORT (no /v1)."},"ANTHROPIC_API_KEY":{"type":"string"}},"additionalProperties":false,"description":"The variables the official SDKs and Claude Code read, pointing at this double; any key does."}},"additionalProperties":false};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/double-info.schema.json" */;
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
if(data.baseUrl === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "baseUrl"},message:"must have required property '"+"baseUrl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sideChannel === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sideChannel"},message:"must have required property '"+"sideChannel"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.configToml === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "configToml"},message:"must have required property '"+"configToml"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.envKey === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "envKey"},message:"must have required property '"+"envKey"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.env === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "env"},message:"must have required property '"+"env"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "baseUrl") || (key0 === "sideChannel")) || (key0 === "configToml")) || (key0 === "envKey")) || (key0 === "env"))){
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
if(data.baseUrl !== undefined){
if(typeof data.baseUrl !== "string"){
const err6 = {instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.sideChannel !== undefined){
if(typeof data.sideChannel !== "string"){
const err7 = {instancePath:instancePath+"/sideChannel",schemaPath:"#/properties/sideChannel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.configToml !== undefined){
if(typeof data.configToml !== "string"){
const err8 = {instancePath:instancePath+"/configToml",schemaPath:"#/properties/configToml/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.envKey !== undefined){
if(typeof data.envKey !== "string"){
const err9 = {instancePath:instancePath+"/envKey",schemaPath:"#/properties/envKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.env !== undefined){
let data4 = data.env;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.OPENAI_BASE_URL === undefined){
const err10 = {instancePath:instancePath+"/env",schemaPath:"#/properties/env/required",keyword:"required",params:{missingProperty: "OPENAI_BASE_URL"},message:"must have required property '"+"OPENAI_BASE_URL"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.OPENAI_API_KEY === undefined){
const err11 = {instancePath:instancePath+"/env",schemaPath:"#/properties/env/required",keyword:"required",params:{missingProperty: "OPENAI_API_KEY"},message:"must have required property '"+"OPENAI_API_KEY"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.ANTHROPIC_BASE_URL === undefined){
const err12 = {instancePath:instancePath+"/env",schemaPath:"#/properties/env/required",keyword:"required",params:{missingProperty: "ANTHROPIC_BASE_URL"},message:"must have required property '"+"ANTHROPIC_BASE_URL"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.ANTHROPIC_API_KEY === undefined){
const err13 = {instancePath:instancePath+"/env",schemaPath:"#/properties/env/required",keyword:"required",params:{missingProperty: "ANTHROPIC_API_KEY"},message:"must have required property '"+"ANTHROPIC_API_KEY"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data4){
if(!((((key1 === "OPENAI_BASE_URL") || (key1 === "OPENAI_API_KEY")) || (key1 === "ANTHROPIC_BASE_URL")) || (key1 === "ANTHROPIC_API_KEY"))){
const err14 = {instancePath:instancePath+"/env",schemaPath:"#/properties/env/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.OPENAI_BASE_URL !== undefined){
if(typeof data4.OPENAI_BASE_URL !== "string"){
const err15 = {instancePath:instancePath+"/env/OPENAI_BASE_URL",schemaPath:"#/properties/env/properties/OPENAI_BASE_URL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.OPENAI_API_KEY !== undefined){
if(typeof data4.OPENAI_API_KEY !== "string"){
const err16 = {instancePath:instancePath+"/env/OPENAI_API_KEY",schemaPath:"#/properties/env/properties/OPENAI_API_KEY/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.ANTHROPIC_BASE_URL !== undefined){
if(typeof data4.ANTHROPIC_BASE_URL !== "string"){
const err17 = {instancePath:instancePath+"/env/ANTHROPIC_BASE_URL",schemaPath:"#/properties/env/properties/ANTHROPIC_BASE_URL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.ANTHROPIC_API_KEY !== undefined){
if(typeof data4.ANTHROPIC_API_KEY !== "string"){
const err18 = {instancePath:instancePath+"/env/ANTHROPIC_API_KEY",schemaPath:"#/properties/env/properties/ANTHROPIC_API_KEY/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/env",schemaPath:"#/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelDoubleRecord = validate30;
const schema41 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/double-record.schema.json","title":"Model double record","description":"One thing the model double saw: a model call on any of its wires (recorded when its answer ended), a checkpoint reached, a schema violation.","type":"object","required":["seq","at","kind"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"number","minimum":0,"description":"ms since the double started."},"kind":{"anyOf":[{"type":"string","const":"request"},{"type":"string","const":"checkpoint"},{"type":"string","const":"violation"}]},"api":{"anyOf":[{"type":"string","const":"responses"},{"type":"string","const":"chat"},{"type":"string","const":"messages"},{"type":"string","const":"count-tokens"}],"description":"For request: POST /v1/responses, /v1/chat/completions, /v1/messages, /v1/messages/count_tokens."},"stream":{"type":"boolean","description":"For request: whether it asked for a stream."},"turnId":{"type":"string","description":"The Codex turn, from x-codex-turn-metadata."},"client":{"type":"string","description":"For request: the kit claude that made the call (c1, c2, …: the base URL's /c/<id>), when one did."},"session":{"type":"string","description":"For request: the conversation the call belongs to — Claude Code's x-claude-code-session-id, else the first call of the conversation it continues (m<seq>)."},"userAgent":{"type":"string","description":"For request: its user-agent header — which agent or SDK called, and its version (claude-cli/2.1.332 …)."},"retry":{"type":"integer","minimum":1,"description":"For request: x-stainless-retry-count, when above 0."},"requestKind":{"type":"string","description":"request_kind of x-codex-turn-metadata; \"turn\" for a model call of a turn."},"turn":{"type":"integer","minimum":1,"description":"Which scripted turn (1-based) this call belongs to."},"call":{"type":"integer","minimum":1,"description":"Which call of that turn (1-based)."},"body":{"description":"The request body as sent (model/responses-request, model/chat-request, model/messages-request)."},"answer":{"anyOf":[{"type":"string","const":"completed"},{"type":"string","const":"tool-call"},{"type":"string","const":"failed"},{"type":"string","const":"http"},{"type":"string","const":"dropped"},{"type":"string","const":"hung"},{"type":"string","const":"client-gone"}],"description":"How the answer ended; client-gone: the client closed the request first (an interrupt, a stop)."},"checkpoint":{"type":"string"},"by":{"anyOf":[{"type":"string","const":"host"},{"type":"string","const":"double"},{"type":"string","const":"implementation"}],"description":"For violation: whose message broke spec/schemas/model. host: the agent the kit runs (Codex, Claude Code) — the spec misreads it; double: the double itself — either way a fault of the kit. implementation: a bridge that calls the model API itself sent what the API would refuse, and got the 400 it would."},"errors":{"type":"array","items":{"type":"string"},"description":"For violation: what broke its schema."}},"additionalProperties":false};
const func3 = Object.prototype.hasOwnProperty;

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/double-record.schema.json" */;
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
if(data.seq === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.at === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
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
for(const key0 in data){
if(!(func3.call(schema41.properties, key0))){
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
if(data.seq !== undefined){
let data0 = data.seq;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.at !== undefined){
let data1 = data.at;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err7 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.kind !== undefined){
let data2 = data.kind;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("request" !== data2){
const err9 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/0/const",keyword:"const",params:{allowedValue: "request"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("checkpoint" !== data2){
const err11 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/1/const",keyword:"const",params:{allowedValue: "checkpoint"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("violation" !== data2){
const err13 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/2/const",keyword:"const",params:{allowedValue: "violation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err14 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
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
if(data.api !== undefined){
let data3 = data.api;
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(typeof data3 !== "string"){
const err15 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("responses" !== data3){
const err16 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/anyOf/0/const",keyword:"const",params:{allowedValue: "responses"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid2 = valid2 || _valid1;
const _errs18 = errors;
if(typeof data3 !== "string"){
const err17 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("chat" !== data3){
const err18 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/anyOf/1/const",keyword:"const",params:{allowedValue: "chat"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid2 = valid2 || _valid1;
const _errs20 = errors;
if(typeof data3 !== "string"){
const err19 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("messages" !== data3){
const err20 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/anyOf/2/const",keyword:"const",params:{allowedValue: "messages"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid2 = valid2 || _valid1;
const _errs22 = errors;
if(typeof data3 !== "string"){
const err21 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("count-tokens" !== data3){
const err22 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/anyOf/3/const",keyword:"const",params:{allowedValue: "count-tokens"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err23 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data.stream !== undefined){
if(typeof data.stream !== "boolean"){
const err24 = {instancePath:instancePath+"/stream",schemaPath:"#/properties/stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.turnId !== undefined){
if(typeof data.turnId !== "string"){
const err25 = {instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.client !== undefined){
if(typeof data.client !== "string"){
const err26 = {instancePath:instancePath+"/client",schemaPath:"#/properties/client/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.session !== undefined){
if(typeof data.session !== "string"){
const err27 = {instancePath:instancePath+"/session",schemaPath:"#/properties/session/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.userAgent !== undefined){
if(typeof data.userAgent !== "string"){
const err28 = {instancePath:instancePath+"/userAgent",schemaPath:"#/properties/userAgent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.retry !== undefined){
let data9 = data.retry;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err29 = {instancePath:instancePath+"/retry",schemaPath:"#/properties/retry/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err30 = {instancePath:instancePath+"/retry",schemaPath:"#/properties/retry/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.requestKind !== undefined){
if(typeof data.requestKind !== "string"){
const err31 = {instancePath:instancePath+"/requestKind",schemaPath:"#/properties/requestKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.turn !== undefined){
let data11 = data.turn;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err32 = {instancePath:instancePath+"/turn",schemaPath:"#/properties/turn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err33 = {instancePath:instancePath+"/turn",schemaPath:"#/properties/turn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.call !== undefined){
let data12 = data.call;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err34 = {instancePath:instancePath+"/call",schemaPath:"#/properties/call/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err35 = {instancePath:instancePath+"/call",schemaPath:"#/properties/call/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.answer !== undefined){
let data13 = data.answer;
const _errs43 = errors;
let valid3 = false;
const _errs44 = errors;
if(typeof data13 !== "string"){
const err36 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if("completed" !== data13){
const err37 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/0/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid2 = _errs44 === errors;
valid3 = valid3 || _valid2;
const _errs46 = errors;
if(typeof data13 !== "string"){
const err38 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if("tool-call" !== data13){
const err39 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/1/const",keyword:"const",params:{allowedValue: "tool-call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid2 = _errs46 === errors;
valid3 = valid3 || _valid2;
const _errs48 = errors;
if(typeof data13 !== "string"){
const err40 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if("failed" !== data13){
const err41 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/2/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid2 = _errs48 === errors;
valid3 = valid3 || _valid2;
const _errs50 = errors;
if(typeof data13 !== "string"){
const err42 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if("http" !== data13){
const err43 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/3/const",keyword:"const",params:{allowedValue: "http"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid2 = _errs50 === errors;
valid3 = valid3 || _valid2;
const _errs52 = errors;
if(typeof data13 !== "string"){
const err44 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if("dropped" !== data13){
const err45 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/4/const",keyword:"const",params:{allowedValue: "dropped"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid2 = _errs52 === errors;
valid3 = valid3 || _valid2;
const _errs54 = errors;
if(typeof data13 !== "string"){
const err46 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if("hung" !== data13){
const err47 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/5/const",keyword:"const",params:{allowedValue: "hung"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid2 = _errs54 === errors;
valid3 = valid3 || _valid2;
const _errs56 = errors;
if(typeof data13 !== "string"){
const err48 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if("client-gone" !== data13){
const err49 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf/6/const",keyword:"const",params:{allowedValue: "client-gone"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid2 = _errs56 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err50 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
}
if(data.checkpoint !== undefined){
if(typeof data.checkpoint !== "string"){
const err51 = {instancePath:instancePath+"/checkpoint",schemaPath:"#/properties/checkpoint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.by !== undefined){
let data15 = data.by;
const _errs61 = errors;
let valid4 = false;
const _errs62 = errors;
if(typeof data15 !== "string"){
const err52 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if("host" !== data15){
const err53 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/anyOf/0/const",keyword:"const",params:{allowedValue: "host"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid3 = _errs62 === errors;
valid4 = valid4 || _valid3;
const _errs64 = errors;
if(typeof data15 !== "string"){
const err54 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if("double" !== data15){
const err55 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/anyOf/1/const",keyword:"const",params:{allowedValue: "double"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid3 = _errs64 === errors;
valid4 = valid4 || _valid3;
const _errs66 = errors;
if(typeof data15 !== "string"){
const err56 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if("implementation" !== data15){
const err57 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/anyOf/2/const",keyword:"const",params:{allowedValue: "implementation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid3 = _errs66 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err58 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs61;
if(vErrors !== null){
if(_errs61){
vErrors.length = _errs61;
}
else {
vErrors = null;
}
}
}
}
if(data.errors !== undefined){
let data16 = data.errors;
if(Array.isArray(data16)){
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
if(typeof data16[i0] !== "string"){
const err59 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err60 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelDoubleRecords = validate31;
const schema42 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/double-records.schema.json","title":"Side channel: records","description":"GET /__model/records[?since=SEQ]: the records after seq SEQ, oldest first.","type":"object","required":["records"],"properties":{"records":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/model/double-record.schema.json"}}},"additionalProperties":false};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/double-records.schema.json" */;
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
if(data.records === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "records"},message:"must have required property '"+"records"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "records")){
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
if(data.records !== undefined){
let data0 = data.records;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.seq === undefined){
const err2 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.at === undefined){
const err3 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.kind === undefined){
const err4 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
if(!(func3.call(schema41.properties, key1))){
const err5 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.seq !== undefined){
let data2 = data1.seq;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.at !== undefined){
let data3 = data1.at;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err9 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.kind !== undefined){
let data4 = data1.kind;
const _errs13 = errors;
let valid5 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/kind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("request" !== data4){
const err11 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/kind/anyOf/0/const",keyword:"const",params:{allowedValue: "request"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid5 = valid5 || _valid0;
const _errs16 = errors;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/kind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("checkpoint" !== data4){
const err13 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/kind/anyOf/1/const",keyword:"const",params:{allowedValue: "checkpoint"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid5 = valid5 || _valid0;
const _errs18 = errors;
if(typeof data4 !== "string"){
const err14 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/kind/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("violation" !== data4){
const err15 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/kind/anyOf/2/const",keyword:"const",params:{allowedValue: "violation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err16 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/kind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
if(data1.api !== undefined){
let data5 = data1.api;
const _errs21 = errors;
let valid6 = false;
const _errs22 = errors;
if(typeof data5 !== "string"){
const err17 = {instancePath:instancePath+"/records/" + i0+"/api",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/api/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("responses" !== data5){
const err18 = {instancePath:instancePath+"/records/" + i0+"/api",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/api/anyOf/0/const",keyword:"const",params:{allowedValue: "responses"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid6 = valid6 || _valid1;
const _errs24 = errors;
if(typeof data5 !== "string"){
const err19 = {instancePath:instancePath+"/records/" + i0+"/api",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/api/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("chat" !== data5){
const err20 = {instancePath:instancePath+"/records/" + i0+"/api",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/api/anyOf/1/const",keyword:"const",params:{allowedValue: "chat"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid6 = valid6 || _valid1;
const _errs26 = errors;
if(typeof data5 !== "string"){
const err21 = {instancePath:instancePath+"/records/" + i0+"/api",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/api/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("messages" !== data5){
const err22 = {instancePath:instancePath+"/records/" + i0+"/api",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/api/anyOf/2/const",keyword:"const",params:{allowedValue: "messages"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid6 = valid6 || _valid1;
const _errs28 = errors;
if(typeof data5 !== "string"){
const err23 = {instancePath:instancePath+"/records/" + i0+"/api",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/api/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("count-tokens" !== data5){
const err24 = {instancePath:instancePath+"/records/" + i0+"/api",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/api/anyOf/3/const",keyword:"const",params:{allowedValue: "count-tokens"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs28 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err25 = {instancePath:instancePath+"/records/" + i0+"/api",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/api/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
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
if(data1.stream !== undefined){
if(typeof data1.stream !== "boolean"){
const err26 = {instancePath:instancePath+"/records/" + i0+"/stream",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data1.turnId !== undefined){
if(typeof data1.turnId !== "string"){
const err27 = {instancePath:instancePath+"/records/" + i0+"/turnId",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.client !== undefined){
if(typeof data1.client !== "string"){
const err28 = {instancePath:instancePath+"/records/" + i0+"/client",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/client/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data1.session !== undefined){
if(typeof data1.session !== "string"){
const err29 = {instancePath:instancePath+"/records/" + i0+"/session",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/session/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data1.userAgent !== undefined){
if(typeof data1.userAgent !== "string"){
const err30 = {instancePath:instancePath+"/records/" + i0+"/userAgent",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/userAgent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data1.retry !== undefined){
let data11 = data1.retry;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err31 = {instancePath:instancePath+"/records/" + i0+"/retry",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/retry/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err32 = {instancePath:instancePath+"/records/" + i0+"/retry",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/retry/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.requestKind !== undefined){
if(typeof data1.requestKind !== "string"){
const err33 = {instancePath:instancePath+"/records/" + i0+"/requestKind",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/requestKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data1.turn !== undefined){
let data13 = data1.turn;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err34 = {instancePath:instancePath+"/records/" + i0+"/turn",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/turn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err35 = {instancePath:instancePath+"/records/" + i0+"/turn",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/turn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.call !== undefined){
let data14 = data1.call;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err36 = {instancePath:instancePath+"/records/" + i0+"/call",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/call/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err37 = {instancePath:instancePath+"/records/" + i0+"/call",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/call/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.answer !== undefined){
let data15 = data1.answer;
const _errs49 = errors;
let valid7 = false;
const _errs50 = errors;
if(typeof data15 !== "string"){
const err38 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if("completed" !== data15){
const err39 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/0/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid2 = _errs50 === errors;
valid7 = valid7 || _valid2;
const _errs52 = errors;
if(typeof data15 !== "string"){
const err40 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if("tool-call" !== data15){
const err41 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/1/const",keyword:"const",params:{allowedValue: "tool-call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid2 = _errs52 === errors;
valid7 = valid7 || _valid2;
const _errs54 = errors;
if(typeof data15 !== "string"){
const err42 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if("failed" !== data15){
const err43 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/2/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid2 = _errs54 === errors;
valid7 = valid7 || _valid2;
const _errs56 = errors;
if(typeof data15 !== "string"){
const err44 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if("http" !== data15){
const err45 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/3/const",keyword:"const",params:{allowedValue: "http"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid2 = _errs56 === errors;
valid7 = valid7 || _valid2;
const _errs58 = errors;
if(typeof data15 !== "string"){
const err46 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if("dropped" !== data15){
const err47 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/4/const",keyword:"const",params:{allowedValue: "dropped"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid2 = _errs58 === errors;
valid7 = valid7 || _valid2;
const _errs60 = errors;
if(typeof data15 !== "string"){
const err48 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if("hung" !== data15){
const err49 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/5/const",keyword:"const",params:{allowedValue: "hung"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid2 = _errs60 === errors;
valid7 = valid7 || _valid2;
const _errs62 = errors;
if(typeof data15 !== "string"){
const err50 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if("client-gone" !== data15){
const err51 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf/6/const",keyword:"const",params:{allowedValue: "client-gone"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid2 = _errs62 === errors;
valid7 = valid7 || _valid2;
if(!valid7){
const err52 = {instancePath:instancePath+"/records/" + i0+"/answer",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/answer/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
}
if(data1.checkpoint !== undefined){
if(typeof data1.checkpoint !== "string"){
const err53 = {instancePath:instancePath+"/records/" + i0+"/checkpoint",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/checkpoint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data1.by !== undefined){
let data17 = data1.by;
const _errs67 = errors;
let valid8 = false;
const _errs68 = errors;
if(typeof data17 !== "string"){
const err54 = {instancePath:instancePath+"/records/" + i0+"/by",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/by/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if("host" !== data17){
const err55 = {instancePath:instancePath+"/records/" + i0+"/by",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/by/anyOf/0/const",keyword:"const",params:{allowedValue: "host"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid3 = _errs68 === errors;
valid8 = valid8 || _valid3;
const _errs70 = errors;
if(typeof data17 !== "string"){
const err56 = {instancePath:instancePath+"/records/" + i0+"/by",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/by/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if("double" !== data17){
const err57 = {instancePath:instancePath+"/records/" + i0+"/by",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/by/anyOf/1/const",keyword:"const",params:{allowedValue: "double"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid3 = _errs70 === errors;
valid8 = valid8 || _valid3;
const _errs72 = errors;
if(typeof data17 !== "string"){
const err58 = {instancePath:instancePath+"/records/" + i0+"/by",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/by/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if("implementation" !== data17){
const err59 = {instancePath:instancePath+"/records/" + i0+"/by",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/by/anyOf/2/const",keyword:"const",params:{allowedValue: "implementation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid3 = _errs72 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const err60 = {instancePath:instancePath+"/records/" + i0+"/by",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/by/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
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
if(data1.errors !== undefined){
let data18 = data1.errors;
if(Array.isArray(data18)){
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
if(typeof data18[i1] !== "string"){
const err61 = {instancePath:instancePath+"/records/" + i0+"/errors/" + i1,schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/errors/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/records/" + i0+"/errors",schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/properties/errors/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err63 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/model/double-record.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/records",schemaPath:"#/properties/records/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelDoubleRelease = validate32;
const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/double-release.schema.json","title":"Side channel: release","description":"POST /__model/release: responses blocked on key go on; a later block on key passes at once.","type":"object","required":["key"],"properties":{"key":{"type":"string","minLength":1}},"additionalProperties":false};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/double-release.schema.json" */;
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
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "key")){
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
if(data.key !== undefined){
let data0 = data.key;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelErrorBody = validate33;
const schema45 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/error-body.schema.json","title":"An HTTP error of the model service","description":"The JSON body of an HTTP error answer. Codex 0.171.0 reports 401 and other 4xx/5xx as httpConnectionFailed{httpStatusCode}, 500 as internalServerError, 400 as other, 429 as responseTooManyFailedAttempts{429} (no retry when request_max_retries is 0). The OpenAI Responses API as @openai/codex 0.171.0 uses it.","type":"object","required":["error"],"properties":{"error":{"type":"object","required":["message","type","param","code"],"properties":{"message":{"type":"string","description":"Upstream prose; Codex passes some of it on in turn errors."},"type":{"type":"string"},"param":{"anyOf":[{"type":"string"},{"type":"null"}]},"code":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false}},"additionalProperties":false};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/error-body.schema.json" */;
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
if(data0.message === undefined){
const err2 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.type === undefined){
const err3 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.param === undefined){
const err4 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "param"},message:"must have required property '"+"param"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.code === undefined){
const err5 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "message") || (key1 === "type")) || (key1 === "param")) || (key1 === "code"))){
const err6 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
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
if(data0.type !== undefined){
if(typeof data0.type !== "string"){
const err8 = {instancePath:instancePath+"/error/type",schemaPath:"#/properties/error/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.param !== undefined){
let data3 = data0.param;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/error/param",schemaPath:"#/properties/error/properties/param/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs13 = errors;
if(data3 !== null){
const err10 = {instancePath:instancePath+"/error/param",schemaPath:"#/properties/error/properties/param/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err11 = {instancePath:instancePath+"/error/param",schemaPath:"#/properties/error/properties/param/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
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
if(data0.code !== undefined){
let data4 = data0.code;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
const _errs19 = errors;
if(data4 !== null){
const err13 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err14 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
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
const err15 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelMessage = validate34;
const schema46 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/message.schema.json","title":"message","description":"The answer to a model call without stream: text and tool_use blocks, and why it stopped. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.","type":"object","required":["id","type","role","model","content","stop_reason","stop_sequence","usage"],"properties":{"id":{"type":"string","pattern":"^msg_"},"type":{"type":"string","const":"message"},"role":{"type":"string","const":"assistant"},"model":{"type":"string"},"content":{"type":"array","items":{"anyOf":[{"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"text"},"text":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["type","id","name","input"],"properties":{"type":{"type":"string","const":"tool_use"},"id":{"type":"string","pattern":"^toolu_"},"name":{"type":"string"},"input":{"type":"object","patternProperties":{"^.*$":{}}}},"additionalProperties":false}]}},"stop_reason":{"anyOf":[{"type":"string","const":"end_turn"},{"type":"string","const":"tool_use"},{"type":"string","const":"max_tokens"},{"type":"string","const":"stop_sequence"}]},"stop_sequence":{"type":"null"},"usage":{"type":"object","required":["input_tokens","output_tokens"],"properties":{"input_tokens":{"type":"integer","minimum":0},"output_tokens":{"type":"integer","minimum":0}},"additionalProperties":false}},"additionalProperties":false};
const pattern5 = new RegExp("^msg_", "u");
const pattern7 = new RegExp("^.*$", "u");

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/message.schema.json" */;
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
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.role === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.model === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.content === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.stop_reason === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stop_reason"},message:"must have required property '"+"stop_reason"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.stop_sequence === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stop_sequence"},message:"must have required property '"+"stop_sequence"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.usage === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usage"},message:"must have required property '"+"usage"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "id") || (key0 === "type")) || (key0 === "role")) || (key0 === "model")) || (key0 === "content")) || (key0 === "stop_reason")) || (key0 === "stop_sequence")) || (key0 === "usage"))){
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
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^msg_"},message:"must match pattern \""+"^msg_"+"\""};
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
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
const err11 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("message" !== data1){
const err12 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "message"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.role !== undefined){
let data2 = data.role;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("assistant" !== data2){
const err14 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/const",keyword:"const",params:{allowedValue: "assistant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.model !== undefined){
if(typeof data.model !== "string"){
const err15 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.content !== undefined){
let data4 = data.content;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err16 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.text === undefined){
const err17 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/items/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data5){
if(!((key1 === "type") || (key1 === "text"))){
const err18 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/items/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.type !== undefined){
let data6 = data5.type;
if(typeof data6 !== "string"){
const err19 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"#/properties/content/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("text" !== data6){
const err20 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"#/properties/content/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.text !== undefined){
if(typeof data5.text !== "string"){
const err21 = {instancePath:instancePath+"/content/" + i0+"/text",schemaPath:"#/properties/content/items/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs21 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err23 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.id === undefined){
const err24 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/items/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5.name === undefined){
const err25 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/items/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data5.input === undefined){
const err26 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/items/anyOf/1/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key2 in data5){
if(!((((key2 === "type") || (key2 === "id")) || (key2 === "name")) || (key2 === "input"))){
const err27 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data5.type !== undefined){
let data8 = data5.type;
if(typeof data8 !== "string"){
const err28 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"#/properties/content/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("tool_use" !== data8){
const err29 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"#/properties/content/items/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "tool_use"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data5.id !== undefined){
let data9 = data5.id;
if(typeof data9 === "string"){
if(!pattern4.test(data9)){
const err30 = {instancePath:instancePath+"/content/" + i0+"/id",schemaPath:"#/properties/content/items/anyOf/1/properties/id/pattern",keyword:"pattern",params:{pattern: "^toolu_"},message:"must match pattern \""+"^toolu_"+"\""};
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
const err31 = {instancePath:instancePath+"/content/" + i0+"/id",schemaPath:"#/properties/content/items/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data5.name !== undefined){
if(typeof data5.name !== "string"){
const err32 = {instancePath:instancePath+"/content/" + i0+"/name",schemaPath:"#/properties/content/items/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data5.input !== undefined){
let data11 = data5.input;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
var props1 = {};
for(const key3 in data11){
if(pattern7.test(key3)){
props1[key3] = true;
}
}
}
else {
const err33 = {instancePath:instancePath+"/content/" + i0+"/input",schemaPath:"#/properties/content/items/anyOf/1/properties/input/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err34 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid3){
const err35 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
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
}
else {
const err36 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.stop_reason !== undefined){
let data12 = data.stop_reason;
const _errs33 = errors;
let valid7 = false;
const _errs34 = errors;
if(typeof data12 !== "string"){
const err37 = {instancePath:instancePath+"/stop_reason",schemaPath:"#/properties/stop_reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if("end_turn" !== data12){
const err38 = {instancePath:instancePath+"/stop_reason",schemaPath:"#/properties/stop_reason/anyOf/0/const",keyword:"const",params:{allowedValue: "end_turn"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid7 = valid7 || _valid1;
const _errs36 = errors;
if(typeof data12 !== "string"){
const err39 = {instancePath:instancePath+"/stop_reason",schemaPath:"#/properties/stop_reason/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if("tool_use" !== data12){
const err40 = {instancePath:instancePath+"/stop_reason",schemaPath:"#/properties/stop_reason/anyOf/1/const",keyword:"const",params:{allowedValue: "tool_use"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid1 = _errs36 === errors;
valid7 = valid7 || _valid1;
const _errs38 = errors;
if(typeof data12 !== "string"){
const err41 = {instancePath:instancePath+"/stop_reason",schemaPath:"#/properties/stop_reason/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("max_tokens" !== data12){
const err42 = {instancePath:instancePath+"/stop_reason",schemaPath:"#/properties/stop_reason/anyOf/2/const",keyword:"const",params:{allowedValue: "max_tokens"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid1 = _errs38 === errors;
valid7 = valid7 || _valid1;
const _errs40 = errors;
if(typeof data12 !== "string"){
const err43 = {instancePath:instancePath+"/stop_reason",schemaPath:"#/properties/stop_reason/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if("stop_sequence" !== data12){
const err44 = {instancePath:instancePath+"/stop_reason",schemaPath:"#/properties/stop_reason/anyOf/3/const",keyword:"const",params:{allowedValue: "stop_sequence"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err45 = {instancePath:instancePath+"/stop_reason",schemaPath:"#/properties/stop_reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
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
if(data.stop_sequence !== undefined){
if(data.stop_sequence !== null){
const err46 = {instancePath:instancePath+"/stop_sequence",schemaPath:"#/properties/stop_sequence/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.usage !== undefined){
let data14 = data.usage;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.input_tokens === undefined){
const err47 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/required",keyword:"required",params:{missingProperty: "input_tokens"},message:"must have required property '"+"input_tokens"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data14.output_tokens === undefined){
const err48 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/required",keyword:"required",params:{missingProperty: "output_tokens"},message:"must have required property '"+"output_tokens"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key4 in data14){
if(!((key4 === "input_tokens") || (key4 === "output_tokens"))){
const err49 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data14.input_tokens !== undefined){
let data15 = data14.input_tokens;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err50 = {instancePath:instancePath+"/usage/input_tokens",schemaPath:"#/properties/usage/properties/input_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err51 = {instancePath:instancePath+"/usage/input_tokens",schemaPath:"#/properties/usage/properties/input_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data14.output_tokens !== undefined){
let data16 = data14.output_tokens;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err52 = {instancePath:instancePath+"/usage/output_tokens",schemaPath:"#/properties/usage/properties/output_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err53 = {instancePath:instancePath+"/usage/output_tokens",schemaPath:"#/properties/usage/properties/output_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
}
else {
const err54 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelMessageDeltaEvent = validate35;
const schema47 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/message-delta-event.schema.json","title":"message_delta","description":"Why the message stopped (end_turn, or tool_use: the client runs the tool and calls again with its result), and its output tokens. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.","type":"object","required":["type","delta","usage"],"properties":{"type":{"type":"string","const":"message_delta"},"delta":{"type":"object","required":["stop_reason","stop_sequence"],"properties":{"stop_reason":{"anyOf":[{"type":"string","const":"end_turn"},{"type":"string","const":"tool_use"},{"type":"string","const":"max_tokens"},{"type":"string","const":"stop_sequence"}]},"stop_sequence":{"type":"null"}},"additionalProperties":false},"usage":{"type":"object","required":["output_tokens"],"properties":{"output_tokens":{"type":"integer","minimum":0}},"additionalProperties":false}},"additionalProperties":false};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/message-delta-event.schema.json" */;
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
if(data.delta === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "delta"},message:"must have required property '"+"delta"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.usage === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usage"},message:"must have required property '"+"usage"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "type") || (key0 === "delta")) || (key0 === "usage"))){
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
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("message_delta" !== data0){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "message_delta"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.delta !== undefined){
let data1 = data.delta;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.stop_reason === undefined){
const err6 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/required",keyword:"required",params:{missingProperty: "stop_reason"},message:"must have required property '"+"stop_reason"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.stop_sequence === undefined){
const err7 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/required",keyword:"required",params:{missingProperty: "stop_sequence"},message:"must have required property '"+"stop_sequence"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "stop_reason") || (key1 === "stop_sequence"))){
const err8 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.stop_reason !== undefined){
let data2 = data1.stop_reason;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/delta/stop_reason",schemaPath:"#/properties/delta/properties/stop_reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("end_turn" !== data2){
const err10 = {instancePath:instancePath+"/delta/stop_reason",schemaPath:"#/properties/delta/properties/stop_reason/anyOf/0/const",keyword:"const",params:{allowedValue: "end_turn"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(typeof data2 !== "string"){
const err11 = {instancePath:instancePath+"/delta/stop_reason",schemaPath:"#/properties/delta/properties/stop_reason/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("tool_use" !== data2){
const err12 = {instancePath:instancePath+"/delta/stop_reason",schemaPath:"#/properties/delta/properties/stop_reason/anyOf/1/const",keyword:"const",params:{allowedValue: "tool_use"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs13 = errors;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/delta/stop_reason",schemaPath:"#/properties/delta/properties/stop_reason/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("max_tokens" !== data2){
const err14 = {instancePath:instancePath+"/delta/stop_reason",schemaPath:"#/properties/delta/properties/stop_reason/anyOf/2/const",keyword:"const",params:{allowedValue: "max_tokens"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err15 = {instancePath:instancePath+"/delta/stop_reason",schemaPath:"#/properties/delta/properties/stop_reason/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("stop_sequence" !== data2){
const err16 = {instancePath:instancePath+"/delta/stop_reason",schemaPath:"#/properties/delta/properties/stop_reason/anyOf/3/const",keyword:"const",params:{allowedValue: "stop_sequence"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err17 = {instancePath:instancePath+"/delta/stop_reason",schemaPath:"#/properties/delta/properties/stop_reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data1.stop_sequence !== undefined){
if(data1.stop_sequence !== null){
const err18 = {instancePath:instancePath+"/delta/stop_sequence",schemaPath:"#/properties/delta/properties/stop_sequence/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
const err19 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.usage !== undefined){
let data4 = data.usage;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.output_tokens === undefined){
const err20 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/required",keyword:"required",params:{missingProperty: "output_tokens"},message:"must have required property '"+"output_tokens"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key2 in data4){
if(!(key2 === "output_tokens")){
const err21 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.output_tokens !== undefined){
let data5 = data4.output_tokens;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err22 = {instancePath:instancePath+"/usage/output_tokens",schemaPath:"#/properties/usage/properties/output_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/usage/output_tokens",schemaPath:"#/properties/usage/properties/output_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err24 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

export const validateModelMessageStartEvent = validate36;
const schema48 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/message-start-event.schema.json","title":"message_start","description":"The first event of a stream: the message with no content yet. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.","type":"object","required":["type","message"],"properties":{"type":{"type":"string","const":"message_start"},"message":{"type":"object","required":["id","type","role","model","content","stop_reason","stop_sequence","usage"],"properties":{"id":{"type":"string","pattern":"^msg_"},"type":{"type":"string","const":"message"},"role":{"type":"string","const":"assistant"},"model":{"type":"string"},"content":{"type":"array","items":{"not":{}}},"stop_reason":{"type":"null"},"stop_sequence":{"type":"null"},"usage":{"type":"object","required":["input_tokens","output_tokens"],"properties":{"input_tokens":{"type":"integer","minimum":0},"output_tokens":{"type":"integer","minimum":0}},"additionalProperties":false}},"additionalProperties":false}},"additionalProperties":false};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/message-start-event.schema.json" */;
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
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "message"))){
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
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("message_start" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "message_start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.message !== undefined){
let data1 = data.message;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err5 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.type === undefined){
const err6 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.role === undefined){
const err7 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.model === undefined){
const err8 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.content === undefined){
const err9 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.stop_reason === undefined){
const err10 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/required",keyword:"required",params:{missingProperty: "stop_reason"},message:"must have required property '"+"stop_reason"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.stop_sequence === undefined){
const err11 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/required",keyword:"required",params:{missingProperty: "stop_sequence"},message:"must have required property '"+"stop_sequence"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.usage === undefined){
const err12 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/required",keyword:"required",params:{missingProperty: "usage"},message:"must have required property '"+"usage"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data1){
if(!((((((((key1 === "id") || (key1 === "type")) || (key1 === "role")) || (key1 === "model")) || (key1 === "content")) || (key1 === "stop_reason")) || (key1 === "stop_sequence")) || (key1 === "usage"))){
const err13 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err14 = {instancePath:instancePath+"/message/id",schemaPath:"#/properties/message/properties/id/pattern",keyword:"pattern",params:{pattern: "^msg_"},message:"must match pattern \""+"^msg_"+"\""};
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
const err15 = {instancePath:instancePath+"/message/id",schemaPath:"#/properties/message/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.type !== undefined){
let data3 = data1.type;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/message/type",schemaPath:"#/properties/message/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("message" !== data3){
const err17 = {instancePath:instancePath+"/message/type",schemaPath:"#/properties/message/properties/type/const",keyword:"const",params:{allowedValue: "message"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.role !== undefined){
let data4 = data1.role;
if(typeof data4 !== "string"){
const err18 = {instancePath:instancePath+"/message/role",schemaPath:"#/properties/message/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("assistant" !== data4){
const err19 = {instancePath:instancePath+"/message/role",schemaPath:"#/properties/message/properties/role/const",keyword:"const",params:{allowedValue: "assistant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.model !== undefined){
if(typeof data1.model !== "string"){
const err20 = {instancePath:instancePath+"/message/model",schemaPath:"#/properties/message/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.content !== undefined){
let data6 = data1.content;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const err21 = {instancePath:instancePath+"/message/content/" + i0,schemaPath:"#/properties/message/properties/content/items/not",keyword:"not",params:{},message:"must NOT be valid"};
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
const err22 = {instancePath:instancePath+"/message/content",schemaPath:"#/properties/message/properties/content/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.stop_reason !== undefined){
if(data1.stop_reason !== null){
const err23 = {instancePath:instancePath+"/message/stop_reason",schemaPath:"#/properties/message/properties/stop_reason/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.stop_sequence !== undefined){
if(data1.stop_sequence !== null){
const err24 = {instancePath:instancePath+"/message/stop_sequence",schemaPath:"#/properties/message/properties/stop_sequence/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data1.usage !== undefined){
let data10 = data1.usage;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.input_tokens === undefined){
const err25 = {instancePath:instancePath+"/message/usage",schemaPath:"#/properties/message/properties/usage/required",keyword:"required",params:{missingProperty: "input_tokens"},message:"must have required property '"+"input_tokens"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data10.output_tokens === undefined){
const err26 = {instancePath:instancePath+"/message/usage",schemaPath:"#/properties/message/properties/usage/required",keyword:"required",params:{missingProperty: "output_tokens"},message:"must have required property '"+"output_tokens"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key2 in data10){
if(!((key2 === "input_tokens") || (key2 === "output_tokens"))){
const err27 = {instancePath:instancePath+"/message/usage",schemaPath:"#/properties/message/properties/usage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data10.input_tokens !== undefined){
let data11 = data10.input_tokens;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err28 = {instancePath:instancePath+"/message/usage/input_tokens",schemaPath:"#/properties/message/properties/usage/properties/input_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err29 = {instancePath:instancePath+"/message/usage/input_tokens",schemaPath:"#/properties/message/properties/usage/properties/input_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data10.output_tokens !== undefined){
let data12 = data10.output_tokens;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err30 = {instancePath:instancePath+"/message/usage/output_tokens",schemaPath:"#/properties/message/properties/usage/properties/output_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err31 = {instancePath:instancePath+"/message/usage/output_tokens",schemaPath:"#/properties/message/properties/usage/properties/output_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err32 = {instancePath:instancePath+"/message/usage",schemaPath:"#/properties/message/properties/usage/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err33 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelMessageStopEvent = validate37;
const schema49 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/message-stop-event.schema.json","title":"message_stop","description":"The last event of a stream that ended well. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.","type":"object","required":["type"],"properties":{"type":{"type":"string","const":"message_stop"}},"additionalProperties":false};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/message-stop-event.schema.json" */;
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
for(const key0 in data){
if(!(key0 === "type")){
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
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("message_stop" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "message_stop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelMessagesErrorEvent = validate38;
const schema50 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/messages-error-event.schema.json","title":"error","description":"A failure after the stream began (overloaded_error is the common one); the stream ends with it. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.","type":"object","required":["type","error"],"properties":{"type":{"type":"string","const":"error"},"error":{"type":"object","required":["type","message"],"properties":{"type":{"type":"string","description":"invalid_request_error (400), authentication_error (401), permission_error (403), not_found_error (404), request_too_large (413), rate_limit_error (429), api_error (500), overloaded_error (529)."},"message":{"type":"string"}},"additionalProperties":false}},"additionalProperties":false};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/messages-error-event.schema.json" */;
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
for(const key0 in data){
if(!((key0 === "type") || (key0 === "error"))){
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
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("error" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.error !== undefined){
let data1 = data.error;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.type === undefined){
const err5 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
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
for(const key1 in data1){
if(!((key1 === "type") || (key1 === "message"))){
const err7 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.type !== undefined){
if(typeof data1.type !== "string"){
const err8 = {instancePath:instancePath+"/error/type",schemaPath:"#/properties/error/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.message !== undefined){
if(typeof data1.message !== "string"){
const err9 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelMessagesRequest = validate39;
const schema51 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/messages-request.schema.json","title":"POST /v1/messages","description":"A model call: answered with one message, or with `stream: true` as server-sent events. Claude Code sends it to /v1/messages?beta=true with the headers x-api-key, anthropic-version and x-claude-code-session-id (its session), and x-stainless-retry-count (0, or the how-manyth retry). Fields the double does not read stay open. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.","type":"object","required":["model","max_tokens","messages"],"properties":{"model":{"type":"string","minLength":1},"max_tokens":{"type":"integer","minimum":1},"messages":{"type":"array","items":{"type":"object","required":["role","content"],"properties":{"role":{"type":"string","description":"user or assistant (Claude Code 2.1.332 also sends system). A user message with text is a new turn; one of tool_result blocks only answers the tool_use blocks (by tool_use_id) of the turn that asked."},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"type":"object","required":["type"],"properties":{"type":{"type":"string","description":"text, image, tool_use, tool_result, thinking, document, …"}}}}]}}},"minItems":1,"description":"The conversation so far, oldest first."},"system":{"anyOf":[{"type":"string"},{"type":"array","items":{"type":"object","required":["type"],"properties":{"type":{"type":"string","description":"text, image, tool_use, tool_result, thinking, document, …"}}}}]},"stream":{"type":"boolean"},"tools":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"}}}},"metadata":{"type":"object","properties":{"user_id":{"type":"string"}}}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/messages-request.schema.json" */;
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
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.max_tokens === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "max_tokens"},message:"must have required property '"+"max_tokens"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.messages === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messages"},message:"must have required property '"+"messages"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.max_tokens !== undefined){
let data1 = data.max_tokens;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/max_tokens",schemaPath:"#/properties/max_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/max_tokens",schemaPath:"#/properties/max_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.messages !== undefined){
let data2 = data.messages;
if(Array.isArray(data2)){
if(data2.length < 1){
const err7 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.role === undefined){
const err8 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.content === undefined){
const err9 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.role !== undefined){
if(typeof data3.role !== "string"){
const err10 = {instancePath:instancePath+"/messages/" + i0+"/role",schemaPath:"#/properties/messages/items/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.content !== undefined){
let data5 = data3.content;
const _errs12 = errors;
let valid4 = false;
const _errs13 = errors;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid4 = valid4 || _valid0;
const _errs15 = errors;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.type === undefined){
const err12 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/properties/content/anyOf/1/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6.type !== undefined){
if(typeof data6.type !== "string"){
const err13 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/messages/items/properties/content/anyOf/1/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/properties/content/anyOf/1/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/properties/content/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err16 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err17 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.system !== undefined){
let data8 = data.system;
const _errs22 = errors;
let valid8 = false;
const _errs23 = errors;
if(typeof data8 !== "string"){
const err19 = {instancePath:instancePath+"/system",schemaPath:"#/properties/system/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid8 = valid8 || _valid1;
const _errs25 = errors;
if(Array.isArray(data8)){
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.type === undefined){
const err20 = {instancePath:instancePath+"/system/" + i2,schemaPath:"#/properties/system/anyOf/1/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data9.type !== undefined){
if(typeof data9.type !== "string"){
const err21 = {instancePath:instancePath+"/system/" + i2+"/type",schemaPath:"#/properties/system/anyOf/1/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/system/" + i2,schemaPath:"#/properties/system/anyOf/1/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/system",schemaPath:"#/properties/system/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const err24 = {instancePath:instancePath+"/system",schemaPath:"#/properties/system/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
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
if(data.stream !== undefined){
if(typeof data.stream !== "boolean"){
const err25 = {instancePath:instancePath+"/stream",schemaPath:"#/properties/stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.tools !== undefined){
let data12 = data.tools;
if(Array.isArray(data12)){
const len3 = data12.length;
for(let i3=0; i3<len3; i3++){
let data13 = data12[i3];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.name !== undefined){
if(typeof data13.name !== "string"){
const err26 = {instancePath:instancePath+"/tools/" + i3+"/name",schemaPath:"#/properties/tools/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/tools/" + i3,schemaPath:"#/properties/tools/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.metadata !== undefined){
let data15 = data.metadata;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.user_id !== undefined){
if(typeof data15.user_id !== "string"){
const err29 = {instancePath:instancePath+"/metadata/user_id",schemaPath:"#/properties/metadata/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err30 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"model":true,"max_tokens":true,"messages":true,"system":true,"stream":true,"tools":true,"metadata":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelOutputItem = validate40;
const schema52 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/output-item.schema.json","title":"Output item","description":"One item of the model's output. The OpenAI Responses API as @openai/codex 0.171.0 uses it.","anyOf":[{"type":"object","required":["type","id","role","content"],"properties":{"type":{"type":"string","const":"message"},"id":{"type":"string"},"role":{"type":"string","const":"assistant"},"content":{"type":"array","items":{"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"output_text"},"text":{"type":"string"}}}}},"description":"Text for the user: Codex turns it into an agentMessage item."},{"type":"object","required":["type","id","call_id","name","arguments"],"properties":{"type":{"type":"string","const":"function_call"},"id":{"type":"string"},"call_id":{"type":"string"},"name":{"type":"string","description":"exec_command runs a shell command; Codex asks for approval first when its policy says so."},"arguments":{"type":"string","description":"JSON: for exec_command {cmd, sandbox_permissions?, justification?}."}},"description":"A tool call: Codex runs it (or asks for approval), then calls the model again with its output."}]};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/output-item.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
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
if(data.role === undefined){
const err2 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.content === undefined){
const err3 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("message" !== data0){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "message"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/anyOf/0/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.role !== undefined){
let data2 = data.role;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/role",schemaPath:"#/anyOf/0/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("assistant" !== data2){
const err8 = {instancePath:instancePath+"/role",schemaPath:"#/anyOf/0/properties/role/const",keyword:"const",params:{allowedValue: "assistant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.content !== undefined){
let data3 = data.content;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.type === undefined){
const err9 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/anyOf/0/properties/content/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.text === undefined){
const err10 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/anyOf/0/properties/content/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.type !== undefined){
let data5 = data4.type;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"#/anyOf/0/properties/content/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("output_text" !== data5){
const err12 = {instancePath:instancePath+"/content/" + i0+"/type",schemaPath:"#/anyOf/0/properties/content/items/properties/type/const",keyword:"const",params:{allowedValue: "output_text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.text !== undefined){
if(typeof data4.text !== "string"){
const err13 = {instancePath:instancePath+"/content/" + i0+"/text",schemaPath:"#/anyOf/0/properties/content/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/anyOf/0/properties/content/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/content",schemaPath:"#/anyOf/0/properties/content/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err16 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.type = true;
props0.id = true;
props0.role = true;
props0.content = true;
}
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err17 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.id === undefined){
const err18 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.call_id === undefined){
const err19 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "call_id"},message:"must have required property '"+"call_id"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.name === undefined){
const err20 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.arguments === undefined){
const err21 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.type !== undefined){
let data7 = data.type;
if(typeof data7 !== "string"){
const err22 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("function_call" !== data7){
const err23 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "function_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err24 = {instancePath:instancePath+"/id",schemaPath:"#/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.call_id !== undefined){
if(typeof data.call_id !== "string"){
const err25 = {instancePath:instancePath+"/call_id",schemaPath:"#/anyOf/1/properties/call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err26 = {instancePath:instancePath+"/name",schemaPath:"#/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.arguments !== undefined){
if(typeof data.arguments !== "string"){
const err27 = {instancePath:instancePath+"/arguments",schemaPath:"#/anyOf/1/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.name = true;
props0.arguments = true;
}
}
if(!valid0){
const err29 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
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
validate40.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateModelOutputItemAddedEvent = validate41;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/output-item-added-event.schema.json","title":"response.output_item.added","description":"An output item begins (a message with no content yet, or a tool call). The OpenAI Responses API as @openai/codex 0.171.0 uses it.","type":"object","required":["type","output_index","item"],"properties":{"type":{"type":"string","const":"response.output_item.added"},"output_index":{"type":"integer","minimum":0},"item":{"$ref":"https://larkspur.dev/spec/model/output-item.schema.json"}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/output-item-added-event.schema.json" */;
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
if(data.output_index === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "output_index"},message:"must have required property '"+"output_index"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.item === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
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
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("response.output_item.added" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.output_item.added"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.output_index !== undefined){
let data1 = data.output_index;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/output_index",schemaPath:"#/properties/output_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err6 = {instancePath:instancePath+"/output_index",schemaPath:"#/properties/output_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.item !== undefined){
let data2 = data.item;
const _errs7 = errors;
let valid2 = false;
const _errs8 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err7 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.id === undefined){
const err8 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.role === undefined){
const err9 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.content === undefined){
const err10 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.type !== undefined){
let data3 = data2.type;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/item/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("message" !== data3){
const err12 = {instancePath:instancePath+"/item/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "message"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.id !== undefined){
if(typeof data2.id !== "string"){
const err13 = {instancePath:instancePath+"/item/id",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.role !== undefined){
let data5 = data2.role;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/item/role",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("assistant" !== data5){
const err15 = {instancePath:instancePath+"/item/role",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/role/const",keyword:"const",params:{allowedValue: "assistant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.content !== undefined){
let data6 = data2.content;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.type === undefined){
const err16 = {instancePath:instancePath+"/item/content/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7.text === undefined){
const err17 = {instancePath:instancePath+"/item/content/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data7.type !== undefined){
let data8 = data7.type;
if(typeof data8 !== "string"){
const err18 = {instancePath:instancePath+"/item/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("output_text" !== data8){
const err19 = {instancePath:instancePath+"/item/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/properties/type/const",keyword:"const",params:{allowedValue: "output_text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data7.text !== undefined){
if(typeof data7.text !== "string"){
const err20 = {instancePath:instancePath+"/item/content/" + i0+"/text",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err21 = {instancePath:instancePath+"/item/content/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/item/content",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err23 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props0 = {};
props0.type = true;
props0.id = true;
props0.role = true;
props0.content = true;
}
const _errs24 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err24 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data2.id === undefined){
const err25 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data2.call_id === undefined){
const err26 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "call_id"},message:"must have required property '"+"call_id"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data2.name === undefined){
const err27 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data2.arguments === undefined){
const err28 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data2.type !== undefined){
let data10 = data2.type;
if(typeof data10 !== "string"){
const err29 = {instancePath:instancePath+"/item/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("function_call" !== data10){
const err30 = {instancePath:instancePath+"/item/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "function_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data2.id !== undefined){
if(typeof data2.id !== "string"){
const err31 = {instancePath:instancePath+"/item/id",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.call_id !== undefined){
if(typeof data2.call_id !== "string"){
const err32 = {instancePath:instancePath+"/item/call_id",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err33 = {instancePath:instancePath+"/item/name",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data2.arguments !== undefined){
if(typeof data2.arguments !== "string"){
const err34 = {instancePath:instancePath+"/item/arguments",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.name = true;
props0.arguments = true;
}
}
if(!valid2){
const err36 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
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
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"type":true,"output_index":true,"item":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelOutputItemDoneEvent = validate42;
const schema55 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/output-item-done-event.schema.json","title":"response.output_item.done","description":"An output item is complete; a message carries its whole text here. The OpenAI Responses API as @openai/codex 0.171.0 uses it.","type":"object","required":["type","output_index","item"],"properties":{"type":{"type":"string","const":"response.output_item.done"},"output_index":{"type":"integer","minimum":0},"item":{"$ref":"https://larkspur.dev/spec/model/output-item.schema.json"}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/output-item-done-event.schema.json" */;
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
if(data.output_index === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "output_index"},message:"must have required property '"+"output_index"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.item === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
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
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("response.output_item.done" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.output_item.done"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.output_index !== undefined){
let data1 = data.output_index;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/output_index",schemaPath:"#/properties/output_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err6 = {instancePath:instancePath+"/output_index",schemaPath:"#/properties/output_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.item !== undefined){
let data2 = data.item;
const _errs7 = errors;
let valid2 = false;
const _errs8 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err7 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.id === undefined){
const err8 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.role === undefined){
const err9 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.content === undefined){
const err10 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.type !== undefined){
let data3 = data2.type;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/item/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("message" !== data3){
const err12 = {instancePath:instancePath+"/item/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "message"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.id !== undefined){
if(typeof data2.id !== "string"){
const err13 = {instancePath:instancePath+"/item/id",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.role !== undefined){
let data5 = data2.role;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/item/role",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("assistant" !== data5){
const err15 = {instancePath:instancePath+"/item/role",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/role/const",keyword:"const",params:{allowedValue: "assistant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.content !== undefined){
let data6 = data2.content;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.type === undefined){
const err16 = {instancePath:instancePath+"/item/content/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7.text === undefined){
const err17 = {instancePath:instancePath+"/item/content/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data7.type !== undefined){
let data8 = data7.type;
if(typeof data8 !== "string"){
const err18 = {instancePath:instancePath+"/item/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("output_text" !== data8){
const err19 = {instancePath:instancePath+"/item/content/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/properties/type/const",keyword:"const",params:{allowedValue: "output_text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data7.text !== undefined){
if(typeof data7.text !== "string"){
const err20 = {instancePath:instancePath+"/item/content/" + i0+"/text",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err21 = {instancePath:instancePath+"/item/content/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/item/content",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err23 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props0 = {};
props0.type = true;
props0.id = true;
props0.role = true;
props0.content = true;
}
const _errs24 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err24 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data2.id === undefined){
const err25 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data2.call_id === undefined){
const err26 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "call_id"},message:"must have required property '"+"call_id"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data2.name === undefined){
const err27 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data2.arguments === undefined){
const err28 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data2.type !== undefined){
let data10 = data2.type;
if(typeof data10 !== "string"){
const err29 = {instancePath:instancePath+"/item/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("function_call" !== data10){
const err30 = {instancePath:instancePath+"/item/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "function_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data2.id !== undefined){
if(typeof data2.id !== "string"){
const err31 = {instancePath:instancePath+"/item/id",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.call_id !== undefined){
if(typeof data2.call_id !== "string"){
const err32 = {instancePath:instancePath+"/item/call_id",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err33 = {instancePath:instancePath+"/item/name",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data2.arguments !== undefined){
if(typeof data2.arguments !== "string"){
const err34 = {instancePath:instancePath+"/item/arguments",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.name = true;
props0.arguments = true;
}
}
if(!valid2){
const err36 = {instancePath:instancePath+"/item",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
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
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"type":true,"output_index":true,"item":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelOutputTextDeltaEvent = validate43;
const schema57 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/output-text-delta-event.schema.json","title":"response.output_text.delta","description":"A piece of the text of a message item: Codex sends it on as item/agentMessage/delta. The OpenAI Responses API as @openai/codex 0.171.0 uses it.","type":"object","required":["type","item_id","output_index","content_index","delta"],"properties":{"type":{"type":"string","const":"response.output_text.delta"},"item_id":{"type":"string"},"output_index":{"type":"integer","minimum":0},"content_index":{"type":"integer","minimum":0},"delta":{"type":"string"}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/output-text-delta-event.schema.json" */;
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
if(data.item_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "item_id"},message:"must have required property '"+"item_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.output_index === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "output_index"},message:"must have required property '"+"output_index"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.content_index === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content_index"},message:"must have required property '"+"content_index"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.delta === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "delta"},message:"must have required property '"+"delta"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("response.output_text.delta" !== data0){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.output_text.delta"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.item_id !== undefined){
if(typeof data.item_id !== "string"){
const err7 = {instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.output_index !== undefined){
let data2 = data.output_index;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/output_index",schemaPath:"#/properties/output_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/output_index",schemaPath:"#/properties/output_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.content_index !== undefined){
let data3 = data.content_index;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/content_index",schemaPath:"#/properties/content_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/content_index",schemaPath:"#/properties/content_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.delta !== undefined){
if(typeof data.delta !== "string"){
const err12 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"type":true,"item_id":true,"output_index":true,"content_index":true,"delta":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelResponse = validate44;
const schema58 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/response.schema.json","title":"response","description":"The answer to POST /v1/responses without stream (the official client; Codex always streams): the whole response at once, failed with its error when the script fails it. The OpenAI Responses API as @openai/codex 0.171.0 uses it.","type":"object","required":["id","object","created_at","status","model","output","error","usage"],"properties":{"id":{"type":"string"},"object":{"type":"string","const":"response"},"created_at":{"type":"integer","minimum":0},"status":{"anyOf":[{"type":"string","const":"completed"},{"type":"string","const":"failed"}]},"model":{"type":"string"},"output":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/model/output-item.schema.json"}},"error":{"anyOf":[{"type":"object","required":["code","message"],"properties":{"code":{"type":"string"},"message":{"type":"string"}}},{"type":"null"}]},"usage":{"type":"object","required":["input_tokens","output_tokens","total_tokens"],"properties":{"input_tokens":{"type":"integer","minimum":0},"output_tokens":{"type":"integer","minimum":0},"total_tokens":{"type":"integer","minimum":0}}}}};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
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
if(data.object === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.created_at === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.status === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.model === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.output === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.error === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.usage === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usage"},message:"must have required property '"+"usage"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.object !== undefined){
let data1 = data.object;
if(typeof data1 !== "string"){
const err9 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("response" !== data1){
const err10 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "response"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.created_at !== undefined){
let data2 = data.created_at;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.status !== undefined){
let data3 = data.status;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("completed" !== data3){
const err14 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs11 = errors;
if(typeof data3 !== "string"){
const err15 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("failed" !== data3){
const err16 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err17 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.model !== undefined){
if(typeof data.model !== "string"){
const err18 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.output !== undefined){
let data5 = data.output;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs19 = errors;
let valid5 = false;
const _errs20 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.type === undefined){
const err19 = {instancePath:instancePath+"/output/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.id === undefined){
const err20 = {instancePath:instancePath+"/output/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6.role === undefined){
const err21 = {instancePath:instancePath+"/output/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data6.content === undefined){
const err22 = {instancePath:instancePath+"/output/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6.type !== undefined){
let data7 = data6.type;
if(typeof data7 !== "string"){
const err23 = {instancePath:instancePath+"/output/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("message" !== data7){
const err24 = {instancePath:instancePath+"/output/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "message"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err25 = {instancePath:instancePath+"/output/" + i0+"/id",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6.role !== undefined){
let data9 = data6.role;
if(typeof data9 !== "string"){
const err26 = {instancePath:instancePath+"/output/" + i0+"/role",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("assistant" !== data9){
const err27 = {instancePath:instancePath+"/output/" + i0+"/role",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/role/const",keyword:"const",params:{allowedValue: "assistant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6.content !== undefined){
let data10 = data6.content;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.type === undefined){
const err28 = {instancePath:instancePath+"/output/" + i0+"/content/" + i1,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data11.text === undefined){
const err29 = {instancePath:instancePath+"/output/" + i0+"/content/" + i1,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data11.type !== undefined){
let data12 = data11.type;
if(typeof data12 !== "string"){
const err30 = {instancePath:instancePath+"/output/" + i0+"/content/" + i1+"/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if("output_text" !== data12){
const err31 = {instancePath:instancePath+"/output/" + i0+"/content/" + i1+"/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/properties/type/const",keyword:"const",params:{allowedValue: "output_text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data11.text !== undefined){
if(typeof data11.text !== "string"){
const err32 = {instancePath:instancePath+"/output/" + i0+"/content/" + i1+"/text",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err33 = {instancePath:instancePath+"/output/" + i0+"/content/" + i1,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err34 = {instancePath:instancePath+"/output/" + i0+"/content",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/properties/content/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err35 = {instancePath:instancePath+"/output/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid5 = valid5 || _valid1;
if(_valid1){
var props0 = {};
props0.type = true;
props0.id = true;
props0.role = true;
props0.content = true;
}
const _errs36 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.type === undefined){
const err36 = {instancePath:instancePath+"/output/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data6.id === undefined){
const err37 = {instancePath:instancePath+"/output/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data6.call_id === undefined){
const err38 = {instancePath:instancePath+"/output/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "call_id"},message:"must have required property '"+"call_id"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data6.name === undefined){
const err39 = {instancePath:instancePath+"/output/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data6.arguments === undefined){
const err40 = {instancePath:instancePath+"/output/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data6.type !== undefined){
let data14 = data6.type;
if(typeof data14 !== "string"){
const err41 = {instancePath:instancePath+"/output/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("function_call" !== data14){
const err42 = {instancePath:instancePath+"/output/" + i0+"/type",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "function_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err43 = {instancePath:instancePath+"/output/" + i0+"/id",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data6.call_id !== undefined){
if(typeof data6.call_id !== "string"){
const err44 = {instancePath:instancePath+"/output/" + i0+"/call_id",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data6.name !== undefined){
if(typeof data6.name !== "string"){
const err45 = {instancePath:instancePath+"/output/" + i0+"/name",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data6.arguments !== undefined){
if(typeof data6.arguments !== "string"){
const err46 = {instancePath:instancePath+"/output/" + i0+"/arguments",schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err47 = {instancePath:instancePath+"/output/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid1 = _errs36 === errors;
valid5 = valid5 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.name = true;
props0.arguments = true;
}
}
if(!valid5){
const err48 = {instancePath:instancePath+"/output/" + i0,schemaPath:"https://larkspur.dev/spec/model/output-item.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
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
}
else {
const err49 = {instancePath:instancePath+"/output",schemaPath:"#/properties/output/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.error !== undefined){
let data19 = data.error;
const _errs49 = errors;
let valid11 = false;
const _errs50 = errors;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.code === undefined){
const err50 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/0/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data19.message === undefined){
const err51 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/0/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data19.code !== undefined){
if(typeof data19.code !== "string"){
const err52 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/anyOf/0/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data19.message !== undefined){
if(typeof data19.message !== "string"){
const err53 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/anyOf/0/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid2 = _errs50 === errors;
valid11 = valid11 || _valid2;
if(_valid2){
var props1 = {};
props1.code = true;
props1.message = true;
}
const _errs56 = errors;
if(data19 !== null){
const err55 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid2 = _errs56 === errors;
valid11 = valid11 || _valid2;
if(!valid11){
const err56 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
}
if(data.usage !== undefined){
let data22 = data.usage;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.input_tokens === undefined){
const err57 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/required",keyword:"required",params:{missingProperty: "input_tokens"},message:"must have required property '"+"input_tokens"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data22.output_tokens === undefined){
const err58 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/required",keyword:"required",params:{missingProperty: "output_tokens"},message:"must have required property '"+"output_tokens"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data22.total_tokens === undefined){
const err59 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/required",keyword:"required",params:{missingProperty: "total_tokens"},message:"must have required property '"+"total_tokens"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data22.input_tokens !== undefined){
let data23 = data22.input_tokens;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err60 = {instancePath:instancePath+"/usage/input_tokens",schemaPath:"#/properties/usage/properties/input_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err61 = {instancePath:instancePath+"/usage/input_tokens",schemaPath:"#/properties/usage/properties/input_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
if(data22.output_tokens !== undefined){
let data24 = data22.output_tokens;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err62 = {instancePath:instancePath+"/usage/output_tokens",schemaPath:"#/properties/usage/properties/output_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err63 = {instancePath:instancePath+"/usage/output_tokens",schemaPath:"#/properties/usage/properties/output_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
if(data22.total_tokens !== undefined){
let data25 = data22.total_tokens;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err64 = {instancePath:instancePath+"/usage/total_tokens",schemaPath:"#/properties/usage/properties/total_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err65 = {instancePath:instancePath+"/usage/total_tokens",schemaPath:"#/properties/usage/properties/total_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
}
else {
const err66 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":{"id":true,"object":true,"created_at":true,"status":true,"model":true,"output":true,"error":true,"usage":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelResponseCompletedEvent = validate45;
const schema60 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/response-completed-event.schema.json","title":"response.completed","description":"The response ended well; without it, Codex takes the stream as broken. The OpenAI Responses API as @openai/codex 0.171.0 uses it.","type":"object","required":["type","response"],"properties":{"type":{"type":"string","const":"response.completed"},"response":{"type":"object","required":["id","usage"],"properties":{"id":{"type":"string"},"usage":{"type":"object","required":["input_tokens","output_tokens","total_tokens"],"properties":{"input_tokens":{"type":"integer","minimum":0},"output_tokens":{"type":"integer","minimum":0},"total_tokens":{"type":"integer","minimum":0}}}}}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/response-completed-event.schema.json" */;
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
if(data.response === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
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
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("response.completed" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.response !== undefined){
let data1 = data.response;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err4 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.usage === undefined){
const err5 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: "usage"},message:"must have required property '"+"usage"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err6 = {instancePath:instancePath+"/response/id",schemaPath:"#/properties/response/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.usage !== undefined){
let data3 = data1.usage;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.input_tokens === undefined){
const err7 = {instancePath:instancePath+"/response/usage",schemaPath:"#/properties/response/properties/usage/required",keyword:"required",params:{missingProperty: "input_tokens"},message:"must have required property '"+"input_tokens"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.output_tokens === undefined){
const err8 = {instancePath:instancePath+"/response/usage",schemaPath:"#/properties/response/properties/usage/required",keyword:"required",params:{missingProperty: "output_tokens"},message:"must have required property '"+"output_tokens"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.total_tokens === undefined){
const err9 = {instancePath:instancePath+"/response/usage",schemaPath:"#/properties/response/properties/usage/required",keyword:"required",params:{missingProperty: "total_tokens"},message:"must have required property '"+"total_tokens"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.input_tokens !== undefined){
let data4 = data3.input_tokens;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/response/usage/input_tokens",schemaPath:"#/properties/response/properties/usage/properties/input_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/response/usage/input_tokens",schemaPath:"#/properties/response/properties/usage/properties/input_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.output_tokens !== undefined){
let data5 = data3.output_tokens;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err12 = {instancePath:instancePath+"/response/usage/output_tokens",schemaPath:"#/properties/response/properties/usage/properties/output_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/response/usage/output_tokens",schemaPath:"#/properties/response/properties/usage/properties/output_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.total_tokens !== undefined){
let data6 = data3.total_tokens;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err14 = {instancePath:instancePath+"/response/usage/total_tokens",schemaPath:"#/properties/response/properties/usage/properties/total_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/response/usage/total_tokens",schemaPath:"#/properties/response/properties/usage/properties/total_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err16 = {instancePath:instancePath+"/response/usage",schemaPath:"#/properties/response/properties/usage/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":{"type":true,"response":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelResponseCreatedEvent = validate46;
const schema61 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/response-created-event.schema.json","title":"response.created","description":"The first event of every stream. The OpenAI Responses API as @openai/codex 0.171.0 uses it.","type":"object","required":["type","response"],"properties":{"type":{"type":"string","const":"response.created"},"response":{"type":"object","required":["id"],"properties":{"id":{"type":"string"}}}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/response-created-event.schema.json" */;
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
if(data.response === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
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
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("response.created" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.created"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.response !== undefined){
let data1 = data.response;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err4 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err5 = {instancePath:instancePath+"/response/id",schemaPath:"#/properties/response/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate46.evaluated = {"props":{"type":true,"response":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelResponseFailedEvent = validate47;
const schema62 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/response-failed-event.schema.json","title":"response.failed","description":"The response failed. Codex 0.171.0 maps error.code context_length_exceeded to contextWindowExceeded, insufficient_quota to usageLimitExceeded, server_is_overloaded to serverOverloaded, rate_limit_exceeded to rateLimitExceeded, and any other code to other. The OpenAI Responses API as @openai/codex 0.171.0 uses it.","type":"object","required":["type","response"],"properties":{"type":{"type":"string","const":"response.failed"},"response":{"type":"object","required":["id","error"],"properties":{"id":{"type":"string"},"error":{"type":"object","required":["code","message"],"properties":{"code":{"type":"string"},"message":{"type":"string"}}}}}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/response-failed-event.schema.json" */;
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
if(data.response === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
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
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("response.failed" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.response !== undefined){
let data1 = data.response;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err4 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.error === undefined){
const err5 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err6 = {instancePath:instancePath+"/response/id",schemaPath:"#/properties/response/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.error !== undefined){
let data3 = data1.error;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.code === undefined){
const err7 = {instancePath:instancePath+"/response/error",schemaPath:"#/properties/response/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.message === undefined){
const err8 = {instancePath:instancePath+"/response/error",schemaPath:"#/properties/response/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.code !== undefined){
if(typeof data3.code !== "string"){
const err9 = {instancePath:instancePath+"/response/error/code",schemaPath:"#/properties/response/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.message !== undefined){
if(typeof data3.message !== "string"){
const err10 = {instancePath:instancePath+"/response/error/message",schemaPath:"#/properties/response/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/response/error",schemaPath:"#/properties/response/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err12 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":{"type":true,"response":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelResponseScript = validate48;
const schema63 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/response-script.schema.json","title":"Model response script","description":"How the model double answers one model call, on any of its wires (Responses, Chat Completions, Messages), streamed or not. http excludes output and end.","type":"object","properties":{"http":{"type":"object","required":["status"],"properties":{"status":{"type":"integer","minimum":400,"maximum":599},"code":{"type":"string","description":"error.code of the OpenAI body (default null); error.type of the Anthropic one."},"message":{"type":"string","description":"error.message of the body."}},"additionalProperties":false,"description":"Answer with this HTTP error instead of a stream: the OpenAI error body on the OpenAI wires, the Anthropic one (model/anthropic-error-body) on the Messages wire, its error.type from the status (429 rate_limit_error, 529 overloaded_error, 401 authentication_error, 500 api_error, …) or from code."},"output":{"type":"array","items":{"anyOf":[{"type":"string","description":"A response.output_text.delta with this text, after deltaDelayMs. All deltas of a response share one message item."},{"type":"object","required":["pauseMs"],"properties":{"pauseMs":{"type":"integer","minimum":0,"description":"Send nothing for this long (an idle model)."}},"additionalProperties":false},{"type":"object","required":["repeat","times"],"properties":{"repeat":{"type":"string","minLength":1,"description":"{n} in it becomes the 1-based repetition, zero-padded to the width of times."},"times":{"type":"integer","minimum":1,"maximum":100000}},"additionalProperties":false,"description":"One delta of the text repeated: a long answer without a long file."},{"type":"object","required":["waitForRelease"],"properties":{"waitForRelease":{"type":"string","minLength":1,"description":"Block here until the side channel releases this key (a release that came earlier passes at once)."}},"additionalProperties":false},{"type":"object","required":["checkpoint"],"properties":{"checkpoint":{"type":"string","minLength":1,"description":"Tell the runner the response reached this point, and go on once it has acted: how a run in codex mode mutes the host at the end of an endUnheard turn. Recorded; without a listener it passes at once."}},"additionalProperties":false},{"type":"object","required":["toolCall"],"properties":{"toolCall":{"type":"object","required":["command"],"properties":{"command":{"type":"string","minLength":1,"description":"The shell command of an exec_command call."},"escalate":{"type":"boolean","description":"Ask to run outside the sandbox (sandbox_permissions require_escalated): Codex 0.171.0 then asks the client for approval under approvalPolicy on-request; under untrusted it asks for any command not known to be safe; under never it asks nothing."},"justification":{"type":"string","description":"The reason Codex shows in item/commandExecution/requestApproval."},"name":{"type":"string","minLength":1,"description":"The tool to call. Default: exec_command on the OpenAI wires, Bash on the Messages wire (the shell tools of Codex and Claude Code)."},"input":{"type":"object","patternProperties":{"^.*$":{}},"description":"The tool's arguments as an object. Default: {cmd, sandbox_permissions?, justification?} for exec_command, {command, description?} for Bash."}},"additionalProperties":false}},"additionalProperties":false,"description":"A tool call that ends this response: a function_call item (Responses), a tool_calls entry (Chat Completions, finish_reason tool_calls) or a tool_use block (Messages, stop_reason tool_use). The agent runs it or asks for approval, then calls the model again with its output: the next response of the turn answers that call, whatever arrived in between."}]},"description":"What the stream carries, in order. Default: nothing."},"deltaDelayMs":{"type":"integer","minimum":0,"description":"Delay before each delta. Default 0."},"end":{"anyOf":[{"type":"string","const":"completed","description":"Default: the answer ends well (response.completed; finish_reason stop and [DONE]; message_delta end_turn and message_stop)."},{"type":"string","const":"drop","description":"Close the connection without ending the response: Codex retries while stream_max_retries allows (error willRetry, responseStreamDisconnected), then fails the turn (other)."},{"type":"string","const":"hang","description":"Send nothing more until the client goes (an interrupt)."},{"type":"object","required":["failed"],"properties":{"failed":{"type":"object","required":["code","message"],"properties":{"code":{"type":"string","minLength":1},"message":{"type":"string"}},"additionalProperties":false}},"additionalProperties":false,"description":"Fail after the output: response.failed (Responses), data: {\"error\": …} (Chat Completions), an error event with error.type code (Messages). Without stream, the same as an HTTP 500 with it."}],"description":"How the stream ends after its output."}},"additionalProperties":false};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/response-script.schema.json" */;
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
for(const key0 in data){
if(!((((key0 === "http") || (key0 === "output")) || (key0 === "deltaDelayMs")) || (key0 === "end"))){
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
if(data.http !== undefined){
let data0 = data.http;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.status === undefined){
const err1 = {instancePath:instancePath+"/http",schemaPath:"#/properties/http/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "status") || (key1 === "code")) || (key1 === "message"))){
const err2 = {instancePath:instancePath+"/http",schemaPath:"#/properties/http/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.status !== undefined){
let data1 = data0.status;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/http/status",schemaPath:"#/properties/http/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 599 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/http/status",schemaPath:"#/properties/http/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 400 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/http/status",schemaPath:"#/properties/http/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 400},message:"must be >= 400"};
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
if(data0.code !== undefined){
if(typeof data0.code !== "string"){
const err6 = {instancePath:instancePath+"/http/code",schemaPath:"#/properties/http/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/http/message",schemaPath:"#/properties/http/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/http",schemaPath:"#/properties/http/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.output !== undefined){
let data4 = data.output;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs14 = errors;
let valid4 = false;
const _errs15 = errors;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid4 = valid4 || _valid0;
const _errs17 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.pauseMs === undefined){
const err10 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/1/required",keyword:"required",params:{missingProperty: "pauseMs"},message:"must have required property '"+"pauseMs"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key2 in data5){
if(!(key2 === "pauseMs")){
const err11 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.pauseMs !== undefined){
let data6 = data5.pauseMs;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err12 = {instancePath:instancePath+"/output/" + i0+"/pauseMs",schemaPath:"#/properties/output/items/anyOf/1/properties/pauseMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err13 = {instancePath:instancePath+"/output/" + i0+"/pauseMs",schemaPath:"#/properties/output/items/anyOf/1/properties/pauseMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err14 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs22 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.repeat === undefined){
const err15 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/2/required",keyword:"required",params:{missingProperty: "repeat"},message:"must have required property '"+"repeat"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.times === undefined){
const err16 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/2/required",keyword:"required",params:{missingProperty: "times"},message:"must have required property '"+"times"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key3 in data5){
if(!((key3 === "repeat") || (key3 === "times"))){
const err17 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.repeat !== undefined){
let data7 = data5.repeat;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err18 = {instancePath:instancePath+"/output/" + i0+"/repeat",schemaPath:"#/properties/output/items/anyOf/2/properties/repeat/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err19 = {instancePath:instancePath+"/output/" + i0+"/repeat",schemaPath:"#/properties/output/items/anyOf/2/properties/repeat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.times !== undefined){
let data8 = data5.times;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/output/" + i0+"/times",schemaPath:"#/properties/output/items/anyOf/2/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100000 || isNaN(data8)){
const err21 = {instancePath:instancePath+"/output/" + i0+"/times",schemaPath:"#/properties/output/items/anyOf/2/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err22 = {instancePath:instancePath+"/output/" + i0+"/times",schemaPath:"#/properties/output/items/anyOf/2/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err23 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs29 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.waitForRelease === undefined){
const err24 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/3/required",keyword:"required",params:{missingProperty: "waitForRelease"},message:"must have required property '"+"waitForRelease"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key4 in data5){
if(!(key4 === "waitForRelease")){
const err25 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.waitForRelease !== undefined){
let data9 = data5.waitForRelease;
if(typeof data9 === "string"){
if(func1(data9) < 1){
const err26 = {instancePath:instancePath+"/output/" + i0+"/waitForRelease",schemaPath:"#/properties/output/items/anyOf/3/properties/waitForRelease/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/output/" + i0+"/waitForRelease",schemaPath:"#/properties/output/items/anyOf/3/properties/waitForRelease/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs29 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs34 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.checkpoint === undefined){
const err29 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/4/required",keyword:"required",params:{missingProperty: "checkpoint"},message:"must have required property '"+"checkpoint"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key5 in data5){
if(!(key5 === "checkpoint")){
const err30 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.checkpoint !== undefined){
let data10 = data5.checkpoint;
if(typeof data10 === "string"){
if(func1(data10) < 1){
const err31 = {instancePath:instancePath+"/output/" + i0+"/checkpoint",schemaPath:"#/properties/output/items/anyOf/4/properties/checkpoint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err32 = {instancePath:instancePath+"/output/" + i0+"/checkpoint",schemaPath:"#/properties/output/items/anyOf/4/properties/checkpoint/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err33 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs34 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs39 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.toolCall === undefined){
const err34 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/5/required",keyword:"required",params:{missingProperty: "toolCall"},message:"must have required property '"+"toolCall"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key6 in data5){
if(!(key6 === "toolCall")){
const err35 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data5.toolCall !== undefined){
let data11 = data5.toolCall;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.command === undefined){
const err36 = {instancePath:instancePath+"/output/" + i0+"/toolCall",schemaPath:"#/properties/output/items/anyOf/5/properties/toolCall/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key7 in data11){
if(!(((((key7 === "command") || (key7 === "escalate")) || (key7 === "justification")) || (key7 === "name")) || (key7 === "input"))){
const err37 = {instancePath:instancePath+"/output/" + i0+"/toolCall",schemaPath:"#/properties/output/items/anyOf/5/properties/toolCall/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data11.command !== undefined){
let data12 = data11.command;
if(typeof data12 === "string"){
if(func1(data12) < 1){
const err38 = {instancePath:instancePath+"/output/" + i0+"/toolCall/command",schemaPath:"#/properties/output/items/anyOf/5/properties/toolCall/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/output/" + i0+"/toolCall/command",schemaPath:"#/properties/output/items/anyOf/5/properties/toolCall/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data11.escalate !== undefined){
if(typeof data11.escalate !== "boolean"){
const err40 = {instancePath:instancePath+"/output/" + i0+"/toolCall/escalate",schemaPath:"#/properties/output/items/anyOf/5/properties/toolCall/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data11.justification !== undefined){
if(typeof data11.justification !== "string"){
const err41 = {instancePath:instancePath+"/output/" + i0+"/toolCall/justification",schemaPath:"#/properties/output/items/anyOf/5/properties/toolCall/properties/justification/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data11.name !== undefined){
let data15 = data11.name;
if(typeof data15 === "string"){
if(func1(data15) < 1){
const err42 = {instancePath:instancePath+"/output/" + i0+"/toolCall/name",schemaPath:"#/properties/output/items/anyOf/5/properties/toolCall/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err43 = {instancePath:instancePath+"/output/" + i0+"/toolCall/name",schemaPath:"#/properties/output/items/anyOf/5/properties/toolCall/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data11.input !== undefined){
let data16 = data11.input;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
var props1 = {};
for(const key8 in data16){
if(pattern7.test(key8)){
props1[key8] = true;
}
}
}
else {
const err44 = {instancePath:instancePath+"/output/" + i0+"/toolCall/input",schemaPath:"#/properties/output/items/anyOf/5/properties/toolCall/properties/input/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err45 = {instancePath:instancePath+"/output/" + i0+"/toolCall",schemaPath:"#/properties/output/items/anyOf/5/properties/toolCall/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err46 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid0 = _errs39 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid4){
const err47 = {instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
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
}
else {
const err48 = {instancePath:instancePath+"/output",schemaPath:"#/properties/output/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.deltaDelayMs !== undefined){
let data17 = data.deltaDelayMs;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err49 = {instancePath:instancePath+"/deltaDelayMs",schemaPath:"#/properties/deltaDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err50 = {instancePath:instancePath+"/deltaDelayMs",schemaPath:"#/properties/deltaDelayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data.end !== undefined){
let data18 = data.end;
const _errs58 = errors;
let valid12 = false;
const _errs59 = errors;
if(typeof data18 !== "string"){
const err51 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if("completed" !== data18){
const err52 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/anyOf/0/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid1 = _errs59 === errors;
valid12 = valid12 || _valid1;
const _errs61 = errors;
if(typeof data18 !== "string"){
const err53 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if("drop" !== data18){
const err54 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/anyOf/1/const",keyword:"const",params:{allowedValue: "drop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid1 = _errs61 === errors;
valid12 = valid12 || _valid1;
const _errs63 = errors;
if(typeof data18 !== "string"){
const err55 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if("hang" !== data18){
const err56 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/anyOf/2/const",keyword:"const",params:{allowedValue: "hang"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid1 = _errs63 === errors;
valid12 = valid12 || _valid1;
const _errs65 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.failed === undefined){
const err57 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/anyOf/3/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key9 in data18){
if(!(key9 === "failed")){
const err58 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data18.failed !== undefined){
let data19 = data18.failed;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.code === undefined){
const err59 = {instancePath:instancePath+"/end/failed",schemaPath:"#/properties/end/anyOf/3/properties/failed/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data19.message === undefined){
const err60 = {instancePath:instancePath+"/end/failed",schemaPath:"#/properties/end/anyOf/3/properties/failed/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key10 in data19){
if(!((key10 === "code") || (key10 === "message"))){
const err61 = {instancePath:instancePath+"/end/failed",schemaPath:"#/properties/end/anyOf/3/properties/failed/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data19.code !== undefined){
let data20 = data19.code;
if(typeof data20 === "string"){
if(func1(data20) < 1){
const err62 = {instancePath:instancePath+"/end/failed/code",schemaPath:"#/properties/end/anyOf/3/properties/failed/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/end/failed/code",schemaPath:"#/properties/end/anyOf/3/properties/failed/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data19.message !== undefined){
if(typeof data19.message !== "string"){
const err64 = {instancePath:instancePath+"/end/failed/message",schemaPath:"#/properties/end/anyOf/3/properties/failed/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/end/failed",schemaPath:"#/properties/end/anyOf/3/properties/failed/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid1 = _errs65 === errors;
valid12 = valid12 || _valid1;
if(!valid12){
const err67 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
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
}
else {
const err68 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelResponsesRequest = validate49;
const schema64 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/responses-request.schema.json","title":"POST /v1/responses","description":"What Codex asks the model for, once per model call of a turn (a retry or a tool result is another call). The x-codex-turn-metadata header names the Codex turn (turn_id) and the kind of call (request_kind). The OpenAI Responses API as @openai/codex 0.171.0 uses it.","type":"object","required":["model","input"],"properties":{"model":{"type":"string","minLength":1},"input":{"anyOf":[{"type":"string","description":"One user message (the official client takes a string; Codex sends items)."},{"type":"array","items":{"anyOf":[{"type":"object","required":["type","role","content"],"properties":{"type":{"type":"string","const":"message"},"role":{"type":"string","description":"developer, user or assistant. The last user message is the turn's input."},"content":{"type":"array","items":{"anyOf":[{"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"input_text"},"text":{"type":"string"}}},{"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"output_text"},"text":{"type":"string"}}},{"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"input_image"},"image_url":{"type":"string"},"file_id":{"type":"string"}},"description":"An image of the user input: a data: or http(s) URL, or an uploaded file."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","not":{"enum":["input_text","output_text","input_image"]}}},"description":"Any other kind of part."}]}}},"description":"A message of the conversation so far."},{"type":"object","required":["type","call_id","name","arguments"],"properties":{"type":{"type":"string","const":"function_call"},"call_id":{"type":"string"},"name":{"type":"string"},"arguments":{"type":"string"}},"description":"A tool call the model made earlier in the turn."},{"type":"object","required":["type","call_id","output"],"properties":{"type":{"type":"string","const":"function_call_output"},"call_id":{"type":"string"},"output":{}},"description":"What the tool call gave (a declined approval reads \"rejected by user\")."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","not":{"enum":["message","function_call","function_call_output"]}}},"description":"Any other item (reasoning, local_shell_call, …)."}]},"description":"The whole conversation of the thread, oldest first."}]},"stream":{"type":"boolean","description":"Codex always asks for a stream."},"tools":{"type":"array","items":{"type":"object","required":["type"],"properties":{"type":{"type":"string"},"name":{"type":"string"}}},"description":"The tools offered to the model; 0.171.0 offers exec_command (shell commands) among others."}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/responses-request.schema.json" */;
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
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.input === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.input !== undefined){
let data1 = data.input;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs10 = errors;
let valid4 = false;
const _errs11 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err5 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.role === undefined){
const err6 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.content === undefined){
const err7 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.type !== undefined){
let data3 = data2.type;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/input/" + i0+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("message" !== data3){
const err9 = {instancePath:instancePath+"/input/" + i0+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "message"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.role !== undefined){
if(typeof data2.role !== "string"){
const err10 = {instancePath:instancePath+"/input/" + i0+"/role",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.content !== undefined){
let data5 = data2.content;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
const _errs20 = errors;
let valid8 = false;
const _errs21 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.type === undefined){
const err11 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6.text === undefined){
const err12 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6.type !== undefined){
let data7 = data6.type;
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("input_text" !== data7){
const err14 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "input_text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6.text !== undefined){
if(typeof data6.text !== "string"){
const err15 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1+"/text",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid8 = valid8 || _valid2;
if(_valid2){
var props0 = {};
props0.type = true;
props0.text = true;
}
const _errs27 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.type === undefined){
const err17 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.text === undefined){
const err18 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/1/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.type !== undefined){
let data9 = data6.type;
if(typeof data9 !== "string"){
const err19 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("output_text" !== data9){
const err20 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "output_text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.text !== undefined){
if(typeof data6.text !== "string"){
const err21 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1+"/text",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/1/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs27 === errors;
valid8 = valid8 || _valid2;
if(_valid2){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.text = true;
}
}
const _errs33 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.type === undefined){
const err23 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/2/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data6.type !== undefined){
let data11 = data6.type;
if(typeof data11 !== "string"){
const err24 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/2/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("input_image" !== data11){
const err25 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/2/properties/type/const",keyword:"const",params:{allowedValue: "input_image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6.image_url !== undefined){
if(typeof data6.image_url !== "string"){
const err26 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1+"/image_url",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/2/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data6.file_id !== undefined){
if(typeof data6.file_id !== "string"){
const err27 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1+"/file_id",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/2/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid2 = _errs33 === errors;
valid8 = valid8 || _valid2;
if(_valid2){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.image_url = true;
props0.file_id = true;
}
}
const _errs41 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.type === undefined){
const err29 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/3/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data6.type !== undefined){
let data14 = data6.type;
if(typeof data14 !== "string"){
const err30 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/3/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const _errs45 = errors;
const _errs46 = errors;
if(!(((data14 === "input_text") || (data14 === "output_text")) || (data14 === "input_image"))){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var valid13 = _errs46 === errors;
if(valid13){
const err32 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/3/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
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
const err33 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid2 = _errs41 === errors;
valid8 = valid8 || _valid2;
if(_valid2){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
if(!valid8){
const err34 = {instancePath:instancePath+"/input/" + i0+"/content/" + i1,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
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
const err35 = {instancePath:instancePath+"/input/" + i0+"/content",schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/properties/content/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err36 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid4 = valid4 || _valid1;
if(_valid1){
var props1 = {};
props1.type = true;
props1.role = true;
props1.content = true;
}
const _errs47 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err37 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data2.call_id === undefined){
const err38 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "call_id"},message:"must have required property '"+"call_id"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data2.name === undefined){
const err39 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data2.arguments === undefined){
const err40 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/1/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data2.type !== undefined){
let data15 = data2.type;
if(typeof data15 !== "string"){
const err41 = {instancePath:instancePath+"/input/" + i0+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("function_call" !== data15){
const err42 = {instancePath:instancePath+"/input/" + i0+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "function_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data2.call_id !== undefined){
if(typeof data2.call_id !== "string"){
const err43 = {instancePath:instancePath+"/input/" + i0+"/call_id",schemaPath:"#/properties/input/anyOf/1/items/anyOf/1/properties/call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err44 = {instancePath:instancePath+"/input/" + i0+"/name",schemaPath:"#/properties/input/anyOf/1/items/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data2.arguments !== undefined){
if(typeof data2.arguments !== "string"){
const err45 = {instancePath:instancePath+"/input/" + i0+"/arguments",schemaPath:"#/properties/input/anyOf/1/items/anyOf/1/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err46 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid1 = _errs47 === errors;
valid4 = valid4 || _valid1;
if(_valid1){
if(props1 !== true){
props1 = props1 || {};
props1.type = true;
props1.call_id = true;
props1.name = true;
props1.arguments = true;
}
}
const _errs57 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err47 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/2/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data2.call_id === undefined){
const err48 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/2/required",keyword:"required",params:{missingProperty: "call_id"},message:"must have required property '"+"call_id"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data2.output === undefined){
const err49 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/2/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data2.type !== undefined){
let data19 = data2.type;
if(typeof data19 !== "string"){
const err50 = {instancePath:instancePath+"/input/" + i0+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/2/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if("function_call_output" !== data19){
const err51 = {instancePath:instancePath+"/input/" + i0+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/2/properties/type/const",keyword:"const",params:{allowedValue: "function_call_output"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data2.call_id !== undefined){
if(typeof data2.call_id !== "string"){
const err52 = {instancePath:instancePath+"/input/" + i0+"/call_id",schemaPath:"#/properties/input/anyOf/1/items/anyOf/2/properties/call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err53 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid1 = _errs57 === errors;
valid4 = valid4 || _valid1;
if(_valid1){
if(props1 !== true){
props1 = props1 || {};
props1.type = true;
props1.call_id = true;
props1.output = true;
}
}
const _errs63 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err54 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/3/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data2.type !== undefined){
let data21 = data2.type;
if(typeof data21 !== "string"){
const err55 = {instancePath:instancePath+"/input/" + i0+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/3/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
const _errs67 = errors;
const _errs68 = errors;
if(!(((data21 === "message") || (data21 === "function_call")) || (data21 === "function_call_output"))){
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var valid17 = _errs68 === errors;
if(valid17){
const err57 = {instancePath:instancePath+"/input/" + i0+"/type",schemaPath:"#/properties/input/anyOf/1/items/anyOf/3/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
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
const err58 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid1 = _errs63 === errors;
valid4 = valid4 || _valid1;
if(_valid1){
if(props1 !== true){
props1 = props1 || {};
props1.type = true;
}
}
if(!valid4){
const err59 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
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
}
else {
const err60 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err61 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
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
if(data.stream !== undefined){
if(typeof data.stream !== "boolean"){
const err62 = {instancePath:instancePath+"/stream",schemaPath:"#/properties/stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.tools !== undefined){
let data23 = data.tools;
if(Array.isArray(data23)){
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
let data24 = data23[i2];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.type === undefined){
const err63 = {instancePath:instancePath+"/tools/" + i2,schemaPath:"#/properties/tools/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data24.type !== undefined){
if(typeof data24.type !== "string"){
const err64 = {instancePath:instancePath+"/tools/" + i2+"/type",schemaPath:"#/properties/tools/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data24.name !== undefined){
if(typeof data24.name !== "string"){
const err65 = {instancePath:instancePath+"/tools/" + i2+"/name",schemaPath:"#/properties/tools/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/tools/" + i2,schemaPath:"#/properties/tools/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err68 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"model":true,"input":true,"stream":true,"tools":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelScript = validate50;
const schema65 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/script.schema.json","title":"Model script","description":"How the model double behaves. A turn past the end of turns plays default when given, else an echo: one delta with the text of the last user message of the request (its text parts joined by a newline), then completed. A call that is not a turn (another request_kind) gets an echo and takes no turn. The echo of a Messages call leaves out Claude Code's <system-reminder> blocks.","type":"object","properties":{"turns":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/model/turn-script.schema.json"},"description":"The nth turn plays turns[n-1]. A turn is numbered where it started: by the host, when the kit sees the agent's protocol (Codex's turn/start, a user message to the kit's claude), else by its first model call. Every later call is matched to its turn by what it carries, never by when it arrives: the turn id of x-codex-turn-metadata, the kit claude it came from, the tool call it answers, the call it retries (x-stainless-retry-count, or the same conversation after a failed answer)."},"default":{"$ref":"https://larkspur.dev/spec/model/turn-script.schema.json"}},"additionalProperties":false};
const schema66 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/model/turn-script.schema.json","title":"Model turn script","description":"What the model double does in one turn of the agent.","type":"object","required":["responses"],"properties":{"responses":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/model/response-script.schema.json"},"minItems":1,"description":"The kth model call of the turn gets responses[k-1]: the first call, then a retry after a dropped stream or an HTTP error, or the call with a tool's output. A call past the end gets an echo response."}},"additionalProperties":false};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/turn-script.schema.json" */;
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
if(data.responses === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "responses"},message:"must have required property '"+"responses"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "responses")){
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
if(data.responses !== undefined){
let data0 = data.responses;
if(Array.isArray(data0)){
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/responses",schemaPath:"#/properties/responses/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!((((key1 === "http") || (key1 === "output")) || (key1 === "deltaDelayMs")) || (key1 === "end"))){
const err3 = {instancePath:instancePath+"/responses/" + i0,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.http !== undefined){
let data2 = data1.http;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.status === undefined){
const err4 = {instancePath:instancePath+"/responses/" + i0+"/http",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/http/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key2 in data2){
if(!(((key2 === "status") || (key2 === "code")) || (key2 === "message"))){
const err5 = {instancePath:instancePath+"/responses/" + i0+"/http",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/http/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.status !== undefined){
let data3 = data2.status;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err6 = {instancePath:instancePath+"/responses/" + i0+"/http/status",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/http/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 599 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/responses/" + i0+"/http/status",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/http/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 400 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/responses/" + i0+"/http/status",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/http/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 400},message:"must be >= 400"};
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
if(data2.code !== undefined){
if(typeof data2.code !== "string"){
const err9 = {instancePath:instancePath+"/responses/" + i0+"/http/code",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/http/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.message !== undefined){
if(typeof data2.message !== "string"){
const err10 = {instancePath:instancePath+"/responses/" + i0+"/http/message",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/http/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/responses/" + i0+"/http",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/http/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.output !== undefined){
let data6 = data1.output;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
const _errs20 = errors;
let valid8 = false;
const _errs21 = errors;
if(typeof data7 !== "string"){
const err12 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid8 = valid8 || _valid0;
const _errs23 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.pauseMs === undefined){
const err13 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/1/required",keyword:"required",params:{missingProperty: "pauseMs"},message:"must have required property '"+"pauseMs"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key3 in data7){
if(!(key3 === "pauseMs")){
const err14 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data7.pauseMs !== undefined){
let data8 = data7.pauseMs;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err15 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/pauseMs",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/1/properties/pauseMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err16 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/pauseMs",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/1/properties/pauseMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err17 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid8 = valid8 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs28 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.repeat === undefined){
const err18 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/2/required",keyword:"required",params:{missingProperty: "repeat"},message:"must have required property '"+"repeat"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7.times === undefined){
const err19 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/2/required",keyword:"required",params:{missingProperty: "times"},message:"must have required property '"+"times"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key4 in data7){
if(!((key4 === "repeat") || (key4 === "times"))){
const err20 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data7.repeat !== undefined){
let data9 = data7.repeat;
if(typeof data9 === "string"){
if(func1(data9) < 1){
const err21 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/repeat",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/2/properties/repeat/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/repeat",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/2/properties/repeat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.times !== undefined){
let data10 = data7.times;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err23 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/times",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/2/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 100000 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/times",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/2/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err25 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/times",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/2/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err26 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs28 === errors;
valid8 = valid8 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs35 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.waitForRelease === undefined){
const err27 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/3/required",keyword:"required",params:{missingProperty: "waitForRelease"},message:"must have required property '"+"waitForRelease"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key5 in data7){
if(!(key5 === "waitForRelease")){
const err28 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.waitForRelease !== undefined){
let data11 = data7.waitForRelease;
if(typeof data11 === "string"){
if(func1(data11) < 1){
const err29 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/waitForRelease",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/3/properties/waitForRelease/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err30 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/waitForRelease",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/3/properties/waitForRelease/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs35 === errors;
valid8 = valid8 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs40 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.checkpoint === undefined){
const err32 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/4/required",keyword:"required",params:{missingProperty: "checkpoint"},message:"must have required property '"+"checkpoint"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key6 in data7){
if(!(key6 === "checkpoint")){
const err33 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data7.checkpoint !== undefined){
let data12 = data7.checkpoint;
if(typeof data12 === "string"){
if(func1(data12) < 1){
const err34 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/checkpoint",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/4/properties/checkpoint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err35 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/checkpoint",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/4/properties/checkpoint/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err36 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs40 === errors;
valid8 = valid8 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs45 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.toolCall === undefined){
const err37 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/required",keyword:"required",params:{missingProperty: "toolCall"},message:"must have required property '"+"toolCall"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key7 in data7){
if(!(key7 === "toolCall")){
const err38 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data7.toolCall !== undefined){
let data13 = data7.toolCall;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.command === undefined){
const err39 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/toolCall",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/properties/toolCall/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key8 in data13){
if(!(((((key8 === "command") || (key8 === "escalate")) || (key8 === "justification")) || (key8 === "name")) || (key8 === "input"))){
const err40 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/toolCall",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/properties/toolCall/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data13.command !== undefined){
let data14 = data13.command;
if(typeof data14 === "string"){
if(func1(data14) < 1){
const err41 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/toolCall/command",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/properties/toolCall/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err42 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/toolCall/command",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/properties/toolCall/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data13.escalate !== undefined){
if(typeof data13.escalate !== "boolean"){
const err43 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/toolCall/escalate",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/properties/toolCall/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data13.justification !== undefined){
if(typeof data13.justification !== "string"){
const err44 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/toolCall/justification",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/properties/toolCall/properties/justification/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data13.name !== undefined){
let data17 = data13.name;
if(typeof data17 === "string"){
if(func1(data17) < 1){
const err45 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/toolCall/name",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/properties/toolCall/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/toolCall/name",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/properties/toolCall/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data13.input !== undefined){
let data18 = data13.input;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
var props1 = {};
for(const key9 in data18){
if(pattern7.test(key9)){
props1[key9] = true;
}
}
}
else {
const err47 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/toolCall/input",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/properties/toolCall/properties/input/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err48 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1+"/toolCall",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/properties/toolCall/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err49 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid0 = _errs45 === errors;
valid8 = valid8 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid8){
const err50 = {instancePath:instancePath+"/responses/" + i0+"/output/" + i1,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
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
const err51 = {instancePath:instancePath+"/responses/" + i0+"/output",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/output/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data1.deltaDelayMs !== undefined){
let data19 = data1.deltaDelayMs;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err52 = {instancePath:instancePath+"/responses/" + i0+"/deltaDelayMs",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/deltaDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err53 = {instancePath:instancePath+"/responses/" + i0+"/deltaDelayMs",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/deltaDelayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
if(data1.end !== undefined){
let data20 = data1.end;
const _errs64 = errors;
let valid16 = false;
const _errs65 = errors;
if(typeof data20 !== "string"){
const err54 = {instancePath:instancePath+"/responses/" + i0+"/end",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if("completed" !== data20){
const err55 = {instancePath:instancePath+"/responses/" + i0+"/end",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/0/const",keyword:"const",params:{allowedValue: "completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid1 = _errs65 === errors;
valid16 = valid16 || _valid1;
const _errs67 = errors;
if(typeof data20 !== "string"){
const err56 = {instancePath:instancePath+"/responses/" + i0+"/end",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if("drop" !== data20){
const err57 = {instancePath:instancePath+"/responses/" + i0+"/end",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/1/const",keyword:"const",params:{allowedValue: "drop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid1 = _errs67 === errors;
valid16 = valid16 || _valid1;
const _errs69 = errors;
if(typeof data20 !== "string"){
const err58 = {instancePath:instancePath+"/responses/" + i0+"/end",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if("hang" !== data20){
const err59 = {instancePath:instancePath+"/responses/" + i0+"/end",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/2/const",keyword:"const",params:{allowedValue: "hang"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid1 = _errs69 === errors;
valid16 = valid16 || _valid1;
const _errs71 = errors;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.failed === undefined){
const err60 = {instancePath:instancePath+"/responses/" + i0+"/end",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/3/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key10 in data20){
if(!(key10 === "failed")){
const err61 = {instancePath:instancePath+"/responses/" + i0+"/end",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data20.failed !== undefined){
let data21 = data20.failed;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.code === undefined){
const err62 = {instancePath:instancePath+"/responses/" + i0+"/end/failed",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/3/properties/failed/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data21.message === undefined){
const err63 = {instancePath:instancePath+"/responses/" + i0+"/end/failed",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/3/properties/failed/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key11 in data21){
if(!((key11 === "code") || (key11 === "message"))){
const err64 = {instancePath:instancePath+"/responses/" + i0+"/end/failed",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/3/properties/failed/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data21.code !== undefined){
let data22 = data21.code;
if(typeof data22 === "string"){
if(func1(data22) < 1){
const err65 = {instancePath:instancePath+"/responses/" + i0+"/end/failed/code",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/3/properties/failed/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/responses/" + i0+"/end/failed/code",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/3/properties/failed/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data21.message !== undefined){
if(typeof data21.message !== "string"){
const err67 = {instancePath:instancePath+"/responses/" + i0+"/end/failed/message",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/3/properties/failed/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err68 = {instancePath:instancePath+"/responses/" + i0+"/end/failed",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/3/properties/failed/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err69 = {instancePath:instancePath+"/responses/" + i0+"/end",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid1 = _errs71 === errors;
valid16 = valid16 || _valid1;
if(!valid16){
const err70 = {instancePath:instancePath+"/responses/" + i0+"/end",schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/properties/end/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
else {
errors = _errs64;
if(vErrors !== null){
if(_errs64){
vErrors.length = _errs64;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err71 = {instancePath:instancePath+"/responses/" + i0,schemaPath:"https://larkspur.dev/spec/model/response-script.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/responses",schemaPath:"#/properties/responses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/model/script.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "turns") || (key0 === "default"))){
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
if(data.turns !== undefined){
let data0 = data.turns;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate51(data0[i0], {instancePath:instancePath+"/turns/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/turns",schemaPath:"#/properties/turns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.default !== undefined){
if(!(validate51(data.default, {instancePath:instancePath+"/default",parentData:data,parentDataProperty:"default",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelTurnScript = validate51;

