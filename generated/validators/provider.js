/* generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src. */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateProviderBotInfoResponse = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/bot-info-response.schema.json","title":"Bot info","description":"GET /open-apis/bot/v3/info. The bot sits at the top level, not under data; its open_id is how a bridge recognizes its own mentions and messages.","type":"object","required":["code","msg","bot"],"properties":{"code":{"type":"number","const":0},"msg":{"type":"string"},"bot":{"type":"object","required":["activate_status","app_name","avatar_url","ip_white_list","open_id"],"properties":{"activate_status":{"type":"integer","description":"2: activated."},"app_name":{"type":"string"},"avatar_url":{"type":"string"},"ip_white_list":{"type":"array","items":{"type":"string"}},"open_id":{"type":"string","pattern":"^ou_[0-9a-zA-Z]+$","description":"Per-app user id, `ou_…`."}}}}};
const pattern4 = new RegExp("^ou_[0-9a-zA-Z]+$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/bot-info-response.schema.json" */;
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
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
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
if(data.code !== undefined){
let data0 = data.code;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(0 !== data0){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err5 = {instancePath:instancePath+"/msg",schemaPath:"#/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.bot !== undefined){
let data2 = data.bot;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.activate_status === undefined){
const err6 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/required",keyword:"required",params:{missingProperty: "activate_status"},message:"must have required property '"+"activate_status"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.app_name === undefined){
const err7 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/required",keyword:"required",params:{missingProperty: "app_name"},message:"must have required property '"+"app_name"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.avatar_url === undefined){
const err8 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/required",keyword:"required",params:{missingProperty: "avatar_url"},message:"must have required property '"+"avatar_url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.ip_white_list === undefined){
const err9 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/required",keyword:"required",params:{missingProperty: "ip_white_list"},message:"must have required property '"+"ip_white_list"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.open_id === undefined){
const err10 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/required",keyword:"required",params:{missingProperty: "open_id"},message:"must have required property '"+"open_id"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.activate_status !== undefined){
let data3 = data2.activate_status;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/bot/activate_status",schemaPath:"#/properties/bot/properties/activate_status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.app_name !== undefined){
if(typeof data2.app_name !== "string"){
const err12 = {instancePath:instancePath+"/bot/app_name",schemaPath:"#/properties/bot/properties/app_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.avatar_url !== undefined){
if(typeof data2.avatar_url !== "string"){
const err13 = {instancePath:instancePath+"/bot/avatar_url",schemaPath:"#/properties/bot/properties/avatar_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.ip_white_list !== undefined){
let data6 = data2.ip_white_list;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(typeof data6[i0] !== "string"){
const err14 = {instancePath:instancePath+"/bot/ip_white_list/" + i0,schemaPath:"#/properties/bot/properties/ip_white_list/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/bot/ip_white_list",schemaPath:"#/properties/bot/properties/ip_white_list/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.open_id !== undefined){
let data8 = data2.open_id;
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
const err16 = {instancePath:instancePath+"/bot/open_id",schemaPath:"#/properties/bot/properties/open_id/pattern",keyword:"pattern",params:{pattern: "^ou_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^ou_[0-9a-zA-Z]+$"+"\""};
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
const err17 = {instancePath:instancePath+"/bot/open_id",schemaPath:"#/properties/bot/properties/open_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"code":true,"msg":true,"bot":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderCardActionResponse = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/card-action-response.schema.json","title":"Card action answer","description":"What a card callback answers: a toast to show and/or a card to replace the acted-on card with. Empty is allowed.","type":"object","properties":{"toast":{"type":"object","required":["type","content"],"properties":{"type":{"anyOf":[{"type":"string","const":"info"},{"type":"string","const":"success"},{"type":"string","const":"error"},{"type":"string","const":"warning"}]},"content":{"type":"string"}}},"card":{"type":"object","required":["type","data"],"properties":{"type":{"anyOf":[{"type":"string","const":"raw"},{"type":"string","const":"template"}]},"data":{}}}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/card-action-response.schema.json" */;
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
if(data.toast !== undefined){
let data0 = data.toast;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.type === undefined){
const err0 = {instancePath:instancePath+"/toast",schemaPath:"#/properties/toast/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.content === undefined){
const err1 = {instancePath:instancePath+"/toast",schemaPath:"#/properties/toast/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.type !== undefined){
let data1 = data0.type;
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/toast/type",schemaPath:"#/properties/toast/properties/type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("info" !== data1){
const err3 = {instancePath:instancePath+"/toast/type",schemaPath:"#/properties/toast/properties/type/anyOf/0/const",keyword:"const",params:{allowedValue: "info"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/toast/type",schemaPath:"#/properties/toast/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("success" !== data1){
const err5 = {instancePath:instancePath+"/toast/type",schemaPath:"#/properties/toast/properties/type/anyOf/1/const",keyword:"const",params:{allowedValue: "success"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/toast/type",schemaPath:"#/properties/toast/properties/type/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("error" !== data1){
const err7 = {instancePath:instancePath+"/toast/type",schemaPath:"#/properties/toast/properties/type/anyOf/2/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/toast/type",schemaPath:"#/properties/toast/properties/type/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("warning" !== data1){
const err9 = {instancePath:instancePath+"/toast/type",schemaPath:"#/properties/toast/properties/type/anyOf/3/const",keyword:"const",params:{allowedValue: "warning"},message:"must be equal to constant"};
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
if(!valid2){
const err10 = {instancePath:instancePath+"/toast/type",schemaPath:"#/properties/toast/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
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
if(data0.content !== undefined){
if(typeof data0.content !== "string"){
const err11 = {instancePath:instancePath+"/toast/content",schemaPath:"#/properties/toast/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/toast",schemaPath:"#/properties/toast/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.card !== undefined){
let data3 = data.card;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type === undefined){
const err13 = {instancePath:instancePath+"/card",schemaPath:"#/properties/card/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.data === undefined){
const err14 = {instancePath:instancePath+"/card",schemaPath:"#/properties/card/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.type !== undefined){
let data4 = data3.type;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/card/type",schemaPath:"#/properties/card/properties/type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("raw" !== data4){
const err16 = {instancePath:instancePath+"/card/type",schemaPath:"#/properties/card/properties/type/anyOf/0/const",keyword:"const",params:{allowedValue: "raw"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(typeof data4 !== "string"){
const err17 = {instancePath:instancePath+"/card/type",schemaPath:"#/properties/card/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("template" !== data4){
const err18 = {instancePath:instancePath+"/card/type",schemaPath:"#/properties/card/properties/type/anyOf/1/const",keyword:"const",params:{allowedValue: "template"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err19 = {instancePath:instancePath+"/card/type",schemaPath:"#/properties/card/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
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
const err20 = {instancePath:instancePath+"/card",schemaPath:"#/properties/card/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"toast":true,"card":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderCardActionTrigger = validate22;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/card-action-trigger.schema.json","title":"card.action.trigger","description":"A user acted on a card. Over the long connection it must come as a type=event frame (the SDK drops type=card frames without an acknowledgement); the answer rides back in the acknowledgement data as a provider/card-action-response. No answer in 3 s: the user sees error 200340.","type":"object","required":["schema","header","event"],"properties":{"schema":{"type":"string","const":"2.0"},"header":{"type":"object","required":["event_id","event_type","create_time","token","app_id","tenant_key"],"properties":{"event_id":{"type":"string","minLength":1,"description":"Unique per event; the same on a redelivery."},"event_type":{"type":"string","const":"card.action.trigger"},"create_time":{"type":"string","pattern":"^[0-9]{13}$","description":"Unix time in milliseconds, as a decimal string."},"token":{"type":"string","description":"The verification token of the app. The SDK does not check it."},"app_id":{"type":"string","pattern":"^cli_[0-9a-fA-F]{16}$","description":"App id; the SDK WSClient refuses any other shape."},"tenant_key":{"type":"string","minLength":1}}},"event":{"type":"object","required":["operator","token","action","host","context"],"properties":{"operator":{"type":"object","required":["open_id"],"properties":{"open_id":{"type":"string","pattern":"^ou_[0-9a-zA-Z]+$","description":"Per-app user id, `ou_…`."},"user_id":{"type":"string","description":"Tenant user id; empty for a bot."},"union_id":{"type":"string","pattern":"^on_[0-9a-zA-Z]+$","description":"Per-developer user id, `on_…`."},"tenant_key":{"type":"string"}}},"token":{"type":"string","description":"Callback token; valid 30 minutes for a delayed card update."},"action":{"type":"object","required":["tag"],"properties":{"value":{},"tag":{"type":"string","description":"button, select_static, input, checker, form submit, …"},"option":{"type":"string"},"name":{"type":"string"},"form_value":{"type":"object","patternProperties":{"^.*$":{}}},"input_value":{"type":"string"},"checked":{"type":"boolean"}}},"host":{"type":"string","description":"\"im_message\" for a card in a chat."},"delivery_type":{"type":"string"},"context":{"type":"object","required":["open_message_id","open_chat_id"],"properties":{"open_message_id":{"type":"string","pattern":"^om_[0-9a-zA-Z_]+$","description":"Message id, `om_…`."},"open_chat_id":{"type":"string","pattern":"^oc_[0-9a-zA-Z]+$","description":"Chat id, `oc_…`."}}}}}}};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern5 = new RegExp("^[0-9]{13}$", "u");
const pattern6 = new RegExp("^cli_[0-9a-fA-F]{16}$", "u");
const pattern8 = new RegExp("^on_[0-9a-zA-Z]+$", "u");
const pattern9 = new RegExp("^.*$", "u");
const pattern10 = new RegExp("^om_[0-9a-zA-Z_]+$", "u");
const pattern11 = new RegExp("^oc_[0-9a-zA-Z]+$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/card-action-trigger.schema.json" */;
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
if(data.schema === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema"},message:"must have required property '"+"schema"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.header === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "header"},message:"must have required property '"+"header"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.event === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.schema !== undefined){
let data0 = data.schema;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("2.0" !== data0){
const err4 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.header !== undefined){
let data1 = data.header;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.event_id === undefined){
const err5 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "event_id"},message:"must have required property '"+"event_id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.event_type === undefined){
const err6 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "event_type"},message:"must have required property '"+"event_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.create_time === undefined){
const err7 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "create_time"},message:"must have required property '"+"create_time"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.token === undefined){
const err8 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.app_id === undefined){
const err9 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "app_id"},message:"must have required property '"+"app_id"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.tenant_key === undefined){
const err10 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.event_id !== undefined){
let data2 = data1.event_id;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/header/event_id",schemaPath:"#/properties/header/properties/event_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/header/event_id",schemaPath:"#/properties/header/properties/event_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.event_type !== undefined){
let data3 = data1.event_type;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/header/event_type",schemaPath:"#/properties/header/properties/event_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("card.action.trigger" !== data3){
const err14 = {instancePath:instancePath+"/header/event_type",schemaPath:"#/properties/header/properties/event_type/const",keyword:"const",params:{allowedValue: "card.action.trigger"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.create_time !== undefined){
let data4 = data1.create_time;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err15 = {instancePath:instancePath+"/header/create_time",schemaPath:"#/properties/header/properties/create_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
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
const err16 = {instancePath:instancePath+"/header/create_time",schemaPath:"#/properties/header/properties/create_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.token !== undefined){
if(typeof data1.token !== "string"){
const err17 = {instancePath:instancePath+"/header/token",schemaPath:"#/properties/header/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.app_id !== undefined){
let data6 = data1.app_id;
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err18 = {instancePath:instancePath+"/header/app_id",schemaPath:"#/properties/header/properties/app_id/pattern",keyword:"pattern",params:{pattern: "^cli_[0-9a-fA-F]{16}$"},message:"must match pattern \""+"^cli_[0-9a-fA-F]{16}$"+"\""};
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
const err19 = {instancePath:instancePath+"/header/app_id",schemaPath:"#/properties/header/properties/app_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.tenant_key !== undefined){
let data7 = data1.tenant_key;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err20 = {instancePath:instancePath+"/header/tenant_key",schemaPath:"#/properties/header/properties/tenant_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/header/tenant_key",schemaPath:"#/properties/header/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.event !== undefined){
let data8 = data.event;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.operator === undefined){
const err23 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.token === undefined){
const err24 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8.action === undefined){
const err25 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8.host === undefined){
const err26 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data8.context === undefined){
const err27 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data8.operator !== undefined){
let data9 = data8.operator;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.open_id === undefined){
const err28 = {instancePath:instancePath+"/event/operator",schemaPath:"#/properties/event/properties/operator/required",keyword:"required",params:{missingProperty: "open_id"},message:"must have required property '"+"open_id"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data9.open_id !== undefined){
let data10 = data9.open_id;
if(typeof data10 === "string"){
if(!pattern4.test(data10)){
const err29 = {instancePath:instancePath+"/event/operator/open_id",schemaPath:"#/properties/event/properties/operator/properties/open_id/pattern",keyword:"pattern",params:{pattern: "^ou_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^ou_[0-9a-zA-Z]+$"+"\""};
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
const err30 = {instancePath:instancePath+"/event/operator/open_id",schemaPath:"#/properties/event/properties/operator/properties/open_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.user_id !== undefined){
if(typeof data9.user_id !== "string"){
const err31 = {instancePath:instancePath+"/event/operator/user_id",schemaPath:"#/properties/event/properties/operator/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.union_id !== undefined){
let data12 = data9.union_id;
if(typeof data12 === "string"){
if(!pattern8.test(data12)){
const err32 = {instancePath:instancePath+"/event/operator/union_id",schemaPath:"#/properties/event/properties/operator/properties/union_id/pattern",keyword:"pattern",params:{pattern: "^on_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^on_[0-9a-zA-Z]+$"+"\""};
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
const err33 = {instancePath:instancePath+"/event/operator/union_id",schemaPath:"#/properties/event/properties/operator/properties/union_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data9.tenant_key !== undefined){
if(typeof data9.tenant_key !== "string"){
const err34 = {instancePath:instancePath+"/event/operator/tenant_key",schemaPath:"#/properties/event/properties/operator/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/event/operator",schemaPath:"#/properties/event/properties/operator/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data8.token !== undefined){
if(typeof data8.token !== "string"){
const err36 = {instancePath:instancePath+"/event/token",schemaPath:"#/properties/event/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data8.action !== undefined){
let data15 = data8.action;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.tag === undefined){
const err37 = {instancePath:instancePath+"/event/action",schemaPath:"#/properties/event/properties/action/required",keyword:"required",params:{missingProperty: "tag"},message:"must have required property '"+"tag"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data15.tag !== undefined){
if(typeof data15.tag !== "string"){
const err38 = {instancePath:instancePath+"/event/action/tag",schemaPath:"#/properties/event/properties/action/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data15.option !== undefined){
if(typeof data15.option !== "string"){
const err39 = {instancePath:instancePath+"/event/action/option",schemaPath:"#/properties/event/properties/action/properties/option/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data15.name !== undefined){
if(typeof data15.name !== "string"){
const err40 = {instancePath:instancePath+"/event/action/name",schemaPath:"#/properties/event/properties/action/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data15.form_value !== undefined){
let data19 = data15.form_value;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
var props0 = {};
for(const key0 in data19){
if(pattern9.test(key0)){
props0[key0] = true;
}
}
}
else {
const err41 = {instancePath:instancePath+"/event/action/form_value",schemaPath:"#/properties/event/properties/action/properties/form_value/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data15.input_value !== undefined){
if(typeof data15.input_value !== "string"){
const err42 = {instancePath:instancePath+"/event/action/input_value",schemaPath:"#/properties/event/properties/action/properties/input_value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data15.checked !== undefined){
if(typeof data15.checked !== "boolean"){
const err43 = {instancePath:instancePath+"/event/action/checked",schemaPath:"#/properties/event/properties/action/properties/checked/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err44 = {instancePath:instancePath+"/event/action",schemaPath:"#/properties/event/properties/action/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data8.host !== undefined){
if(typeof data8.host !== "string"){
const err45 = {instancePath:instancePath+"/event/host",schemaPath:"#/properties/event/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data8.delivery_type !== undefined){
if(typeof data8.delivery_type !== "string"){
const err46 = {instancePath:instancePath+"/event/delivery_type",schemaPath:"#/properties/event/properties/delivery_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data8.context !== undefined){
let data24 = data8.context;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.open_message_id === undefined){
const err47 = {instancePath:instancePath+"/event/context",schemaPath:"#/properties/event/properties/context/required",keyword:"required",params:{missingProperty: "open_message_id"},message:"must have required property '"+"open_message_id"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data24.open_chat_id === undefined){
const err48 = {instancePath:instancePath+"/event/context",schemaPath:"#/properties/event/properties/context/required",keyword:"required",params:{missingProperty: "open_chat_id"},message:"must have required property '"+"open_chat_id"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data24.open_message_id !== undefined){
let data25 = data24.open_message_id;
if(typeof data25 === "string"){
if(!pattern10.test(data25)){
const err49 = {instancePath:instancePath+"/event/context/open_message_id",schemaPath:"#/properties/event/properties/context/properties/open_message_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/event/context/open_message_id",schemaPath:"#/properties/event/properties/context/properties/open_message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data24.open_chat_id !== undefined){
let data26 = data24.open_chat_id;
if(typeof data26 === "string"){
if(!pattern11.test(data26)){
const err51 = {instancePath:instancePath+"/event/context/open_chat_id",schemaPath:"#/properties/event/properties/context/properties/open_chat_id/pattern",keyword:"pattern",params:{pattern: "^oc_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^oc_[0-9a-zA-Z]+$"+"\""};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/event/context/open_chat_id",schemaPath:"#/properties/event/properties/context/properties/open_chat_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err53 = {instancePath:instancePath+"/event/context",schemaPath:"#/properties/event/properties/context/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err54 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"schema":true,"header":true,"event":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderChatIsInChatResponse = validate23;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/chat-is-in-chat-response.schema.json","title":"Is in chat","description":"GET /open-apis/im/v1/chats/{chat_id}/members/is_in_chat: whether the calling bot is in the chat. A read: it changes nothing (larkspur doctor).","type":"object","required":["code","msg","data"],"properties":{"code":{"type":"number","const":0},"msg":{"type":"string"},"data":{"type":"object","required":["is_in_chat"],"properties":{"is_in_chat":{"type":"boolean","description":"Whether the caller (the bot, with a tenant token) is a member of the chat."}}}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/chat-is-in-chat-response.schema.json" */;
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
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(0 !== data0){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err5 = {instancePath:instancePath+"/msg",schemaPath:"#/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.is_in_chat === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "is_in_chat"},message:"must have required property '"+"is_in_chat"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.is_in_chat !== undefined){
if(typeof data2.is_in_chat !== "boolean"){
const err7 = {instancePath:instancePath+"/data/is_in_chat",schemaPath:"#/properties/data/properties/is_in_chat/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"code":true,"msg":true,"data":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleCardAction = validate24;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-card-action.schema.json","title":"Side channel: a user acts on a card","description":"POST /__double/card-actions. Pushes card.action.trigger; the answer the bot gives is recorded in the ack record (response). A decision or button the card has no button for is refused (400).","type":"object","required":["messageId","user"],"properties":{"messageId":{"type":"string","pattern":"^om_","description":"The card message (sent by the bot) the user acts on."},"user":{"type":"string","minLength":1,"description":"The user name; ids derived as for messages."},"tag":{"type":"string","description":"Default button."},"value":{"description":"The action value, as given. Without it, the value of the button chosen by decision or button."},"decision":{"type":"string","minLength":1,"description":"Click the button of the card whose callback value has this decision (an approval card: accept, acceptForSession, decline)."},"button":{"type":"string","minLength":1,"description":"Click the button of the card with this visible text."},"token":{"type":"string","description":"The verification token the event carries in header.token. Default the app's; another one is a forged callback."},"name":{"type":"string"},"formValue":{"type":"object","patternProperties":{"^.*$":{}}},"eventId":{"type":"string","minLength":1}},"additionalProperties":false};
const func3 = Object.prototype.hasOwnProperty;
const pattern12 = new RegExp("^om_", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-card-action.schema.json" */;
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
if(data.messageId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.user === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema35.properties, key0))){
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
if(data.messageId !== undefined){
let data0 = data.messageId;
if(typeof data0 === "string"){
if(!pattern12.test(data0)){
const err3 = {instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/pattern",keyword:"pattern",params:{pattern: "^om_"},message:"must match pattern \""+"^om_"+"\""};
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
const err4 = {instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.user !== undefined){
let data1 = data.user;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tag !== undefined){
if(typeof data.tag !== "string"){
const err7 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.decision !== undefined){
let data3 = data.decision;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err8 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.button !== undefined){
let data4 = data.button;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err10 = {instancePath:instancePath+"/button",schemaPath:"#/properties/button/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/button",schemaPath:"#/properties/button/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.token !== undefined){
if(typeof data.token !== "string"){
const err12 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.formValue !== undefined){
let data7 = data.formValue;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
var props0 = {};
for(const key1 in data7){
if(pattern9.test(key1)){
props0[key1] = true;
}
}
}
else {
const err14 = {instancePath:instancePath+"/formValue",schemaPath:"#/properties/formValue/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.eventId !== undefined){
let data8 = data.eventId;
if(typeof data8 === "string"){
if(func1(data8) < 1){
const err15 = {instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleDone = validate25;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-done.schema.json","title":"Side channel: done","description":"Answer to commands: DELETE /__double/faults (faults cleared), POST /__double/connections/close (long connections closed by the server), POST /__double/tokens/revoke (tokens revoked), POST /__double/resources (1).","type":"object","required":["count"],"properties":{"count":{"type":"integer","minimum":0,"description":"How many things the command touched."}},"additionalProperties":false};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-done.schema.json" */;
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
if(data.count === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "count")){
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
if(data.count !== undefined){
let data0 = data.count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err3 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleError = validate26;
const schema37 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-error.schema.json","title":"Side channel: error","description":"Every non-2xx answer under /__double/.","type":"object","required":["error"],"properties":{"error":{"type":"object","required":["code","message"],"properties":{"code":{"type":"string","pattern":"^[A-Z][A-Z0-9_]*$","description":"e.g. BAD_REQUEST, NOT_FOUND, NO_CLIENT."},"message":{"type":"string"}},"additionalProperties":false}},"additionalProperties":false};
const pattern14 = new RegExp("^[A-Z][A-Z0-9_]*$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-error.schema.json" */;
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
if(!pattern14.test(data1)){
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
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleFaultAdded = validate27;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-fault-added.schema.json","title":"Side channel: fault programmed","description":"Answer to POST /__double/faults/http and /__double/faults/push. DELETE /__double/faults clears them all.","type":"object","required":["id"],"properties":{"id":{"type":"string","description":"Named in the fault field of the records it shaped."}},"additionalProperties":false};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-fault-added.schema.json" */;
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
for(const key0 in data){
if(!(key0 === "id")){
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
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleHttpFault = validate28;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-http-fault.schema.json","title":"Side channel: an Open API fault","description":"POST /__double/faults/http. The first programmed fault whose match fits a call shapes its answer; the call is recorded with fault set to the fault id, and never as the implementation’s wire error.","type":"object","required":["match","action"],"properties":{"match":{"type":"object","properties":{"api":{"type":"string","description":"The SDK's dotted name, e.g. im.message.create."},"method":{"type":"string"},"path":{"type":"string","description":"The exact request path."},"params":{"type":"object","patternProperties":{"^.*$":{"type":"string"}},"description":"Path parameters that must be equal."},"body":{"type":"object","patternProperties":{"^.*$":{}},"description":"A partial match of the JSON body by dot path keys."},"about":{"type":"string","description":"Only calls about this message: a reply to it, or a call on it or on a bot message that replies to it (an edit, a readback, a reaction). Faults about one source stay on it however many other chats are busy."}},"additionalProperties":false,"description":"Every given field must match; an empty match takes any Open API call."},"action":{"anyOf":[{"type":"object","required":["kind","code"],"properties":{"kind":{"type":"string","const":"error","description":"Answer with Lark's error envelope; nothing is applied."},"code":{"type":"integer"},"msg":{"type":"string"},"status":{"type":"integer","minimum":100,"maximum":599,"description":"Default 400."}},"additionalProperties":false},{"type":"object","required":["kind","status"],"properties":{"kind":{"type":"string","const":"status","description":"Answer with this HTTP status and body; nothing is applied."},"status":{"type":"integer","minimum":100,"maximum":599},"body":{}},"additionalProperties":false},{"type":"object","required":["kind","ms"],"properties":{"kind":{"type":"string","const":"delay","description":"Answer normally after ms."},"ms":{"type":"integer","minimum":0}},"additionalProperties":false},{"type":"object","required":["kind"],"properties":{"kind":{"type":"string","const":"drop-response","description":"Apply the call, then close the socket without an answer: a lost acknowledgement."}},"additionalProperties":false},{"type":"object","required":["kind"],"properties":{"kind":{"type":"string","const":"reset","description":"Reset the connection without applying the call."}},"additionalProperties":false},{"type":"object","required":["kind"],"properties":{"kind":{"type":"string","const":"cut","description":"Apply the call and start its answer — the status, the headers with the full content-length, the first half of the body — then, a second later, closes the connection: an answer (a resource download) that fails mid-way, after the client has had its first half."}},"additionalProperties":false},{"type":"object","required":["kind","at"],"properties":{"kind":{"type":"string","const":"alter-content","description":"Answer the call, but with one character of each message's visible text (the longest string of its content) changed, at its start or its end: what Lark holds differs from what was sent early or late."},"at":{"anyOf":[{"type":"string","const":"start"},{"type":"string","const":"end"}]}},"additionalProperties":false}]},"times":{"type":"integer","minimum":0,"description":"How many calls it takes; default 1; 0 until cleared."},"skip":{"type":"integer","minimum":0,"description":"Matching calls it lets through before it fires: 2 shapes the third. Default 0."}},"additionalProperties":false};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-http-fault.schema.json" */;
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
if(data.match === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "match"},message:"must have required property '"+"match"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.action === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "match") || (key0 === "action")) || (key0 === "times")) || (key0 === "skip"))){
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
if(data.match !== undefined){
let data0 = data.match;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((((((key1 === "api") || (key1 === "method")) || (key1 === "path")) || (key1 === "params")) || (key1 === "body")) || (key1 === "about"))){
const err3 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.api !== undefined){
if(typeof data0.api !== "string"){
const err4 = {instancePath:instancePath+"/match/api",schemaPath:"#/properties/match/properties/api/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.method !== undefined){
if(typeof data0.method !== "string"){
const err5 = {instancePath:instancePath+"/match/method",schemaPath:"#/properties/match/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.path !== undefined){
if(typeof data0.path !== "string"){
const err6 = {instancePath:instancePath+"/match/path",schemaPath:"#/properties/match/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.params !== undefined){
let data4 = data0.params;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
var props0 = {};
for(const key2 in data4){
if(pattern9.test(key2)){
if(typeof data4[key2] !== "string"){
const err7 = {instancePath:instancePath+"/match/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/params/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
props0[key2] = true;
}
}
}
else {
const err8 = {instancePath:instancePath+"/match/params",schemaPath:"#/properties/match/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.body !== undefined){
let data6 = data0.body;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
var props1 = {};
for(const key3 in data6){
if(pattern9.test(key3)){
props1[key3] = true;
}
}
}
else {
const err9 = {instancePath:instancePath+"/match/body",schemaPath:"#/properties/match/properties/body/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.about !== undefined){
if(typeof data0.about !== "string"){
const err10 = {instancePath:instancePath+"/match/about",schemaPath:"#/properties/match/properties/about/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.action !== undefined){
let data8 = data.action;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.kind === undefined){
const err12 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data8.code === undefined){
const err13 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/0/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key4 in data8){
if(!((((key4 === "kind") || (key4 === "code")) || (key4 === "msg")) || (key4 === "status"))){
const err14 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data8.kind !== undefined){
let data9 = data8.kind;
if(typeof data9 !== "string"){
const err15 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/0/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("error" !== data9){
const err16 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data8.code !== undefined){
let data10 = data8.code;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err17 = {instancePath:instancePath+"/action/code",schemaPath:"#/properties/action/anyOf/0/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data8.msg !== undefined){
if(typeof data8.msg !== "string"){
const err18 = {instancePath:instancePath+"/action/msg",schemaPath:"#/properties/action/anyOf/0/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data8.status !== undefined){
let data12 = data8.status;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err19 = {instancePath:instancePath+"/action/status",schemaPath:"#/properties/action/anyOf/0/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 599 || isNaN(data12)){
const err20 = {instancePath:instancePath+"/action/status",schemaPath:"#/properties/action/anyOf/0/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data12 < 100 || isNaN(data12)){
const err21 = {instancePath:instancePath+"/action/status",schemaPath:"#/properties/action/anyOf/0/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
}
else {
const err22 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
var props2 = true;
}
const _errs32 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.kind === undefined){
const err23 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.status === undefined){
const err24 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/1/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key5 in data8){
if(!(((key5 === "kind") || (key5 === "status")) || (key5 === "body"))){
const err25 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.kind !== undefined){
let data13 = data8.kind;
if(typeof data13 !== "string"){
const err26 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/1/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("status" !== data13){
const err27 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "status"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data8.status !== undefined){
let data14 = data8.status;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err28 = {instancePath:instancePath+"/action/status",schemaPath:"#/properties/action/anyOf/1/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 599 || isNaN(data14)){
const err29 = {instancePath:instancePath+"/action/status",schemaPath:"#/properties/action/anyOf/1/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data14 < 100 || isNaN(data14)){
const err30 = {instancePath:instancePath+"/action/status",schemaPath:"#/properties/action/anyOf/1/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
}
else {
const err31 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs32 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs39 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.kind === undefined){
const err32 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data8.ms === undefined){
const err33 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/2/required",keyword:"required",params:{missingProperty: "ms"},message:"must have required property '"+"ms"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key6 in data8){
if(!((key6 === "kind") || (key6 === "ms"))){
const err34 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data8.kind !== undefined){
let data15 = data8.kind;
if(typeof data15 !== "string"){
const err35 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/2/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if("delay" !== data15){
const err36 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "delay"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data8.ms !== undefined){
let data16 = data8.ms;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err37 = {instancePath:instancePath+"/action/ms",schemaPath:"#/properties/action/anyOf/2/properties/ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err38 = {instancePath:instancePath+"/action/ms",schemaPath:"#/properties/action/anyOf/2/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err39 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid0 = _errs39 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs46 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.kind === undefined){
const err40 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key7 in data8){
if(!(key7 === "kind")){
const err41 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data8.kind !== undefined){
let data17 = data8.kind;
if(typeof data17 !== "string"){
const err42 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/3/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if("drop-response" !== data17){
const err43 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "drop-response"},message:"must be equal to constant"};
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
const err44 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid0 = _errs46 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs51 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.kind === undefined){
const err45 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/4/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key8 in data8){
if(!(key8 === "kind")){
const err46 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data8.kind !== undefined){
let data18 = data8.kind;
if(typeof data18 !== "string"){
const err47 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/4/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if("reset" !== data18){
const err48 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/4/properties/kind/const",keyword:"const",params:{allowedValue: "reset"},message:"must be equal to constant"};
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
const err49 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid0 = _errs51 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs56 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.kind === undefined){
const err50 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/5/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key9 in data8){
if(!(key9 === "kind")){
const err51 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data8.kind !== undefined){
let data19 = data8.kind;
if(typeof data19 !== "string"){
const err52 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/5/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if("cut" !== data19){
const err53 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/5/properties/kind/const",keyword:"const",params:{allowedValue: "cut"},message:"must be equal to constant"};
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
const err54 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid0 = _errs56 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs61 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.kind === undefined){
const err55 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/6/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data8.at === undefined){
const err56 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/6/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
for(const key10 in data8){
if(!((key10 === "kind") || (key10 === "at"))){
const err57 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data8.kind !== undefined){
let data20 = data8.kind;
if(typeof data20 !== "string"){
const err58 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/6/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if("alter-content" !== data20){
const err59 = {instancePath:instancePath+"/action/kind",schemaPath:"#/properties/action/anyOf/6/properties/kind/const",keyword:"const",params:{allowedValue: "alter-content"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data8.at !== undefined){
let data21 = data8.at;
const _errs67 = errors;
let valid12 = false;
const _errs68 = errors;
if(typeof data21 !== "string"){
const err60 = {instancePath:instancePath+"/action/at",schemaPath:"#/properties/action/anyOf/6/properties/at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if("start" !== data21){
const err61 = {instancePath:instancePath+"/action/at",schemaPath:"#/properties/action/anyOf/6/properties/at/anyOf/0/const",keyword:"const",params:{allowedValue: "start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid1 = _errs68 === errors;
valid12 = valid12 || _valid1;
const _errs70 = errors;
if(typeof data21 !== "string"){
const err62 = {instancePath:instancePath+"/action/at",schemaPath:"#/properties/action/anyOf/6/properties/at/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if("end" !== data21){
const err63 = {instancePath:instancePath+"/action/at",schemaPath:"#/properties/action/anyOf/6/properties/at/anyOf/1/const",keyword:"const",params:{allowedValue: "end"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid1 = _errs70 === errors;
valid12 = valid12 || _valid1;
if(!valid12){
const err64 = {instancePath:instancePath+"/action/at",schemaPath:"#/properties/action/anyOf/6/properties/at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
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
const err65 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf/6/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid0 = _errs61 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
if(!valid4){
const err66 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
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
if(data.times !== undefined){
let data22 = data.times;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err67 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err68 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.skip !== undefined){
let data23 = data.skip;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err69 = {instancePath:instancePath+"/skip",schemaPath:"#/properties/skip/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err70 = {instancePath:instancePath+"/skip",schemaPath:"#/properties/skip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err71 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleInfo = validate29;
const schema40 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-info.schema.json","title":"Side channel: double info","description":"GET /__double/info: the credentials and state a person needs to point a bot at the double.","type":"object","required":["url","appId","appSecret","bot","connectedClients"],"properties":{"url":{"type":"string","description":"The domain to give the implementation (LARKSPUR_LARK_DOMAIN)."},"appId":{"type":"string"},"appSecret":{"type":"string"},"bot":{"type":"object","required":["openId","name"],"properties":{"openId":{"type":"string"},"name":{"type":"string"}},"additionalProperties":false},"connectedClients":{"type":"integer","minimum":0,"description":"Open long connections that have pinged."}},"additionalProperties":false};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-info.schema.json" */;
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
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.appId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "appId"},message:"must have required property '"+"appId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.appSecret === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "appSecret"},message:"must have required property '"+"appSecret"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.bot === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bot"},message:"must have required property '"+"bot"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.connectedClients === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectedClients"},message:"must have required property '"+"connectedClients"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "url") || (key0 === "appId")) || (key0 === "appSecret")) || (key0 === "bot")) || (key0 === "connectedClients"))){
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
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err6 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.appId !== undefined){
if(typeof data.appId !== "string"){
const err7 = {instancePath:instancePath+"/appId",schemaPath:"#/properties/appId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.appSecret !== undefined){
if(typeof data.appSecret !== "string"){
const err8 = {instancePath:instancePath+"/appSecret",schemaPath:"#/properties/appSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.bot !== undefined){
let data3 = data.bot;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.openId === undefined){
const err9 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/required",keyword:"required",params:{missingProperty: "openId"},message:"must have required property '"+"openId"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.name === undefined){
const err10 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "openId") || (key1 === "name"))){
const err11 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.openId !== undefined){
if(typeof data3.openId !== "string"){
const err12 = {instancePath:instancePath+"/bot/openId",schemaPath:"#/properties/bot/properties/openId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.name !== undefined){
if(typeof data3.name !== "string"){
const err13 = {instancePath:instancePath+"/bot/name",schemaPath:"#/properties/bot/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/bot",schemaPath:"#/properties/bot/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.connectedClients !== undefined){
let data6 = data.connectedClients;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err15 = {instancePath:instancePath+"/connectedClients",schemaPath:"#/properties/connectedClients/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err16 = {instancePath:instancePath+"/connectedClients",schemaPath:"#/properties/connectedClients/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleInjectMessage = validate30;
const schema41 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-inject-message.schema.json","title":"Side channel: inject a message","description":"POST /__double/messages. The double stores the message (so get reads it back) and pushes im.message.receive_v1 to one connected client, or by webhook; queued until a client has pinged.","type":"object","required":["chat","sender"],"properties":{"chat":{"anyOf":[{"type":"object","required":["type","user"],"properties":{"type":{"type":"string","const":"p2p"},"user":{"type":"string","minLength":1,"description":"The user on the other side of the private chat."}},"additionalProperties":false},{"type":"object","required":["type","name"],"properties":{"type":{"type":"string","const":"group"},"name":{"type":"string","minLength":1,"description":"The group; its chat_id is derived from the name."},"topic":{"type":"string","minLength":1,"description":"A topic thread in the group; its thread_id is derived from the name."}},"additionalProperties":false}]},"sender":{"type":"string","minLength":1,"description":"A user name; its open_id, user_id and union_id are derived from it, stably."},"text":{"type":"string","description":"Sends message_type text with content {\"text\": …}."},"repeat":{"type":"integer","minimum":1,"maximum":50000000,"description":"The text repeated this many times: a huge message without a huge request."},"msgType":{"type":"string","minLength":1,"description":"Another message_type; content (any JSON, serialized into the event) is then required."},"content":{},"mentionBot":{"type":"boolean","description":"Mentions the bot as @_user_1 and prefixes the text with the key."},"mentionUser":{"type":"string","pattern":"^[a-z0-9_-]+$","description":"Mentions this user (not the bot) as @_user_2 and prefixes the text with the key: a message addressed to someone else."},"parentMessageId":{"type":"string","description":"Makes the message a reply to this one."},"eventId":{"type":"string","minLength":1,"description":"Defaults to a fresh id."},"messageId":{"type":"string","pattern":"^om_","description":"Defaults to a fresh id."},"senderType":{"anyOf":[{"type":"string","const":"user"},{"type":"string","const":"app"}],"description":"Defaults to user; app means another bot."},"parts":{"type":"integer","minimum":1,"maximum":64,"description":"Split the frame payload into this many parts (long connection only)."},"faults":{"$ref":"https://larkspur.dev/spec/provider/double-message-faults.schema.json"},"patch":{"type":"object","patternProperties":{"^.*$":{}},"description":"Dot path into the pushed envelope (header.event_id, event.message.mentions, event.message.content, …) → the value it takes there, null included; a path through a missing or non-object value creates objects. An event Lark should never send, to see that it does no harm (TR-010): the message is stored as injected, only the event differs, and the double checks no schema of it."}},"additionalProperties":false};
const pattern17 = new RegExp("^[a-z0-9_-]+$", "u");
const schema42 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-message-faults.schema.json","title":"Side channel: the faults of one message","description":"Faults that concern one injected message alone, programmed with it before its event goes out, so that none can miss it or land on another message. A fault with skip counts only this message's pushes or calls.","type":"object","properties":{"push":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/provider/double-push-fault.schema.json"},"description":"Faults of the pushes of this message's event, or of their acknowledgements; messageId is set to this message."},"http":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/provider/double-http-fault.schema.json"},"description":"Faults of the Open API calls about this message; match.about is set to this message."}},"additionalProperties":false};
const schema43 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-push-fault.schema.json","title":"Side channel: a push fault","description":"POST /__double/faults/push. Applies to the next event pushes (or their acknowledgements) that match.","type":"object","required":["kind"],"properties":{"kind":{"anyOf":[{"type":"string","const":"drop-ack","description":"The acknowledgement (a frame, or the webhook answer) is lost: recorded with the fault, never as an ack; the deadline then redelivers."},{"type":"string","const":"delay-ack","description":"Long connection only: the acknowledgement reaches Lark ms later."},{"type":"string","const":"close-socket","description":"Long connection only: the server closes the connection right after pushing the event."},{"type":"string","const":"deliver-twice","description":"The event frames go out twice, same message_id."},{"type":"string","const":"out-of-order","description":"Long connection only: the event is held back and goes out after the next one."},{"type":"string","const":"bad-signature","description":"Webhook only: the push carries a wrong X-Lark-Signature, one hex digit off: the first, or the last with at: end."},{"type":"string","const":"unsigned","description":"Webhook only: the push carries no X-Lark-Signature, X-Lark-Request-Timestamp or X-Lark-Request-Nonce at all."},{"type":"string","const":"future-timestamp","description":"Webhook only: the push is signed correctly, but with a timestamp ms ahead (default one hour)."},{"type":"string","const":"stale-timestamp","description":"Webhook only: the push is signed correctly, but ms ago (default one hour), as a replay of a captured push is."}]},"ms":{"type":"integer","minimum":0,"description":"For delay-ack: the delay; for stale-timestamp: the age of the signature; for future-timestamp: how far ahead."},"at":{"anyOf":[{"type":"string","const":"start"},{"type":"string","const":"end"}],"description":"For bad-signature: which end of the signature is wrong. Default start."},"messageId":{"type":"string","description":"Only for events about this IM message."},"times":{"type":"integer","minimum":0,"description":"How many times it fires; default 1; 0 until cleared."},"skip":{"type":"integer","minimum":0,"description":"Matching pushes (or acknowledgements) it lets through before it fires: 1 shapes the second. Default 0."}},"additionalProperties":false};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-message-faults.schema.json" */;
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
for(const key0 in data){
if(!((key0 === "push") || (key0 === "http"))){
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
if(data.push !== undefined){
let data0 = data.push;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.kind === undefined){
const err1 = {instancePath:instancePath+"/push/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key1 in data1){
if(!((((((key1 === "kind") || (key1 === "ms")) || (key1 === "at")) || (key1 === "messageId")) || (key1 === "times")) || (key1 === "skip"))){
const err2 = {instancePath:instancePath+"/push/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data1.kind !== undefined){
let data2 = data1.kind;
const _errs9 = errors;
let valid5 = false;
const _errs10 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("drop-ack" !== data2){
const err4 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/0/const",keyword:"const",params:{allowedValue: "drop-ack"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid5 = valid5 || _valid0;
const _errs12 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("delay-ack" !== data2){
const err6 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/1/const",keyword:"const",params:{allowedValue: "delay-ack"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid5 = valid5 || _valid0;
const _errs14 = errors;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("close-socket" !== data2){
const err8 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/2/const",keyword:"const",params:{allowedValue: "close-socket"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid5 = valid5 || _valid0;
const _errs16 = errors;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("deliver-twice" !== data2){
const err10 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/3/const",keyword:"const",params:{allowedValue: "deliver-twice"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid5 = valid5 || _valid0;
const _errs18 = errors;
if(typeof data2 !== "string"){
const err11 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("out-of-order" !== data2){
const err12 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/4/const",keyword:"const",params:{allowedValue: "out-of-order"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid5 = valid5 || _valid0;
const _errs20 = errors;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("bad-signature" !== data2){
const err14 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/5/const",keyword:"const",params:{allowedValue: "bad-signature"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid5 = valid5 || _valid0;
const _errs22 = errors;
if(typeof data2 !== "string"){
const err15 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("unsigned" !== data2){
const err16 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/6/const",keyword:"const",params:{allowedValue: "unsigned"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid5 = valid5 || _valid0;
const _errs24 = errors;
if(typeof data2 !== "string"){
const err17 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("future-timestamp" !== data2){
const err18 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/7/const",keyword:"const",params:{allowedValue: "future-timestamp"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid5 = valid5 || _valid0;
const _errs26 = errors;
if(typeof data2 !== "string"){
const err19 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/8/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("stale-timestamp" !== data2){
const err20 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/8/const",keyword:"const",params:{allowedValue: "stale-timestamp"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err21 = {instancePath:instancePath+"/push/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data1.ms !== undefined){
let data3 = data1.ms;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err22 = {instancePath:instancePath+"/push/" + i0+"/ms",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err23 = {instancePath:instancePath+"/push/" + i0+"/ms",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.at !== undefined){
let data4 = data1.at;
const _errs31 = errors;
let valid6 = false;
const _errs32 = errors;
if(typeof data4 !== "string"){
const err24 = {instancePath:instancePath+"/push/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("start" !== data4){
const err25 = {instancePath:instancePath+"/push/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/at/anyOf/0/const",keyword:"const",params:{allowedValue: "start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs32 === errors;
valid6 = valid6 || _valid1;
const _errs34 = errors;
if(typeof data4 !== "string"){
const err26 = {instancePath:instancePath+"/push/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/at/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("end" !== data4){
const err27 = {instancePath:instancePath+"/push/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/at/anyOf/1/const",keyword:"const",params:{allowedValue: "end"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err28 = {instancePath:instancePath+"/push/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
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
if(data1.messageId !== undefined){
if(typeof data1.messageId !== "string"){
const err29 = {instancePath:instancePath+"/push/" + i0+"/messageId",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data1.times !== undefined){
let data6 = data1.times;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err30 = {instancePath:instancePath+"/push/" + i0+"/times",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err31 = {instancePath:instancePath+"/push/" + i0+"/times",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.skip !== undefined){
let data7 = data1.skip;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err32 = {instancePath:instancePath+"/push/" + i0+"/skip",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/skip/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err33 = {instancePath:instancePath+"/push/" + i0+"/skip",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/skip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err34 = {instancePath:instancePath+"/push/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath:instancePath+"/push",schemaPath:"#/properties/push/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.http !== undefined){
let data8 = data.http;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.match === undefined){
const err36 = {instancePath:instancePath+"/http/" + i1,schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/required",keyword:"required",params:{missingProperty: "match"},message:"must have required property '"+"match"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data9.action === undefined){
const err37 = {instancePath:instancePath+"/http/" + i1,schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key2 in data9){
if(!((((key2 === "match") || (key2 === "action")) || (key2 === "times")) || (key2 === "skip"))){
const err38 = {instancePath:instancePath+"/http/" + i1,schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data9.match !== undefined){
let data10 = data9.match;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key3 in data10){
if(!((((((key3 === "api") || (key3 === "method")) || (key3 === "path")) || (key3 === "params")) || (key3 === "body")) || (key3 === "about"))){
const err39 = {instancePath:instancePath+"/http/" + i1+"/match",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data10.api !== undefined){
if(typeof data10.api !== "string"){
const err40 = {instancePath:instancePath+"/http/" + i1+"/match/api",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/api/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data10.method !== undefined){
if(typeof data10.method !== "string"){
const err41 = {instancePath:instancePath+"/http/" + i1+"/match/method",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data10.path !== undefined){
if(typeof data10.path !== "string"){
const err42 = {instancePath:instancePath+"/http/" + i1+"/match/path",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data10.params !== undefined){
let data14 = data10.params;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
var props0 = {};
for(const key4 in data14){
if(pattern9.test(key4)){
if(typeof data14[key4] !== "string"){
const err43 = {instancePath:instancePath+"/http/" + i1+"/match/params/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/params/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
props0[key4] = true;
}
}
}
else {
const err44 = {instancePath:instancePath+"/http/" + i1+"/match/params",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data10.body !== undefined){
let data16 = data10.body;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
var props1 = {};
for(const key5 in data16){
if(pattern9.test(key5)){
props1[key5] = true;
}
}
}
else {
const err45 = {instancePath:instancePath+"/http/" + i1+"/match/body",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/body/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data10.about !== undefined){
if(typeof data10.about !== "string"){
const err46 = {instancePath:instancePath+"/http/" + i1+"/match/about",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/about/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err47 = {instancePath:instancePath+"/http/" + i1+"/match",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data9.action !== undefined){
let data18 = data9.action;
const _errs66 = errors;
let valid14 = false;
const _errs67 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.kind === undefined){
const err48 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data18.code === undefined){
const err49 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key6 in data18){
if(!((((key6 === "kind") || (key6 === "code")) || (key6 === "msg")) || (key6 === "status"))){
const err50 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data18.kind !== undefined){
let data19 = data18.kind;
if(typeof data19 !== "string"){
const err51 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if("error" !== data19){
const err52 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data18.code !== undefined){
let data20 = data18.code;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err53 = {instancePath:instancePath+"/http/" + i1+"/action/code",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data18.msg !== undefined){
if(typeof data18.msg !== "string"){
const err54 = {instancePath:instancePath+"/http/" + i1+"/action/msg",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data18.status !== undefined){
let data22 = data18.status;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err55 = {instancePath:instancePath+"/http/" + i1+"/action/status",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 599 || isNaN(data22)){
const err56 = {instancePath:instancePath+"/http/" + i1+"/action/status",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data22 < 100 || isNaN(data22)){
const err57 = {instancePath:instancePath+"/http/" + i1+"/action/status",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
}
else {
const err58 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid2 = _errs67 === errors;
valid14 = valid14 || _valid2;
if(_valid2){
var props2 = true;
}
const _errs78 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.kind === undefined){
const err59 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data18.status === undefined){
const err60 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key7 in data18){
if(!(((key7 === "kind") || (key7 === "status")) || (key7 === "body"))){
const err61 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data18.kind !== undefined){
let data23 = data18.kind;
if(typeof data23 !== "string"){
const err62 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if("status" !== data23){
const err63 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "status"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data18.status !== undefined){
let data24 = data18.status;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err64 = {instancePath:instancePath+"/http/" + i1+"/action/status",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 599 || isNaN(data24)){
const err65 = {instancePath:instancePath+"/http/" + i1+"/action/status",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data24 < 100 || isNaN(data24)){
const err66 = {instancePath:instancePath+"/http/" + i1+"/action/status",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
}
else {
const err67 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid2 = _errs78 === errors;
valid14 = valid14 || _valid2;
if(_valid2){
if(props2 !== true){
props2 = true;
}
}
const _errs85 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.kind === undefined){
const err68 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data18.ms === undefined){
const err69 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/required",keyword:"required",params:{missingProperty: "ms"},message:"must have required property '"+"ms"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
for(const key8 in data18){
if(!((key8 === "kind") || (key8 === "ms"))){
const err70 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data18.kind !== undefined){
let data25 = data18.kind;
if(typeof data25 !== "string"){
const err71 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if("delay" !== data25){
const err72 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "delay"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data18.ms !== undefined){
let data26 = data18.ms;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err73 = {instancePath:instancePath+"/http/" + i1+"/action/ms",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/properties/ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err74 = {instancePath:instancePath+"/http/" + i1+"/action/ms",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err75 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid2 = _errs85 === errors;
valid14 = valid14 || _valid2;
if(_valid2){
if(props2 !== true){
props2 = true;
}
}
const _errs92 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.kind === undefined){
const err76 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
for(const key9 in data18){
if(!(key9 === "kind")){
const err77 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data18.kind !== undefined){
let data27 = data18.kind;
if(typeof data27 !== "string"){
const err78 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/3/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if("drop-response" !== data27){
const err79 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "drop-response"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid2 = _errs92 === errors;
valid14 = valid14 || _valid2;
if(_valid2){
if(props2 !== true){
props2 = true;
}
}
const _errs97 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.kind === undefined){
const err81 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/4/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
for(const key10 in data18){
if(!(key10 === "kind")){
const err82 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data18.kind !== undefined){
let data28 = data18.kind;
if(typeof data28 !== "string"){
const err83 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/4/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if("reset" !== data28){
const err84 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/4/properties/kind/const",keyword:"const",params:{allowedValue: "reset"},message:"must be equal to constant"};
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
const err85 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid2 = _errs97 === errors;
valid14 = valid14 || _valid2;
if(_valid2){
if(props2 !== true){
props2 = true;
}
}
const _errs102 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.kind === undefined){
const err86 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/5/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
for(const key11 in data18){
if(!(key11 === "kind")){
const err87 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data18.kind !== undefined){
let data29 = data18.kind;
if(typeof data29 !== "string"){
const err88 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/5/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if("cut" !== data29){
const err89 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/5/properties/kind/const",keyword:"const",params:{allowedValue: "cut"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid2 = _errs102 === errors;
valid14 = valid14 || _valid2;
if(_valid2){
if(props2 !== true){
props2 = true;
}
}
const _errs107 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.kind === undefined){
const err91 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data18.at === undefined){
const err92 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
for(const key12 in data18){
if(!((key12 === "kind") || (key12 === "at"))){
const err93 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data18.kind !== undefined){
let data30 = data18.kind;
if(typeof data30 !== "string"){
const err94 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if("alter-content" !== data30){
const err95 = {instancePath:instancePath+"/http/" + i1+"/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/kind/const",keyword:"const",params:{allowedValue: "alter-content"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data18.at !== undefined){
let data31 = data18.at;
const _errs113 = errors;
let valid22 = false;
const _errs114 = errors;
if(typeof data31 !== "string"){
const err96 = {instancePath:instancePath+"/http/" + i1+"/action/at",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if("start" !== data31){
const err97 = {instancePath:instancePath+"/http/" + i1+"/action/at",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/at/anyOf/0/const",keyword:"const",params:{allowedValue: "start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid3 = _errs114 === errors;
valid22 = valid22 || _valid3;
const _errs116 = errors;
if(typeof data31 !== "string"){
const err98 = {instancePath:instancePath+"/http/" + i1+"/action/at",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/at/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if("end" !== data31){
const err99 = {instancePath:instancePath+"/http/" + i1+"/action/at",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/at/anyOf/1/const",keyword:"const",params:{allowedValue: "end"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid3 = _errs116 === errors;
valid22 = valid22 || _valid3;
if(!valid22){
const err100 = {instancePath:instancePath+"/http/" + i1+"/action/at",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
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
const err101 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid2 = _errs107 === errors;
valid14 = valid14 || _valid2;
if(_valid2){
if(props2 !== true){
props2 = true;
}
}
if(!valid14){
const err102 = {instancePath:instancePath+"/http/" + i1+"/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
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
if(data9.times !== undefined){
let data32 = data9.times;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err103 = {instancePath:instancePath+"/http/" + i1+"/times",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 0 || isNaN(data32)){
const err104 = {instancePath:instancePath+"/http/" + i1+"/times",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.skip !== undefined){
let data33 = data9.skip;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err105 = {instancePath:instancePath+"/http/" + i1+"/skip",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/skip/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
const err106 = {instancePath:instancePath+"/http/" + i1+"/skip",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/skip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err107 = {instancePath:instancePath+"/http/" + i1,schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
else {
const err108 = {instancePath:instancePath+"/http",schemaPath:"#/properties/http/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-inject-message.schema.json" */;
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
if(data.chat === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chat"},message:"must have required property '"+"chat"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sender === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sender"},message:"must have required property '"+"sender"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema41.properties, key0))){
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
if(data.chat !== undefined){
let data0 = data.chat;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.type === undefined){
const err3 = {instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.user === undefined){
const err4 = {instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/anyOf/0/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "type") || (key1 === "user"))){
const err5 = {instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.type !== undefined){
let data1 = data0.type;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/chat/type",schemaPath:"#/properties/chat/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("p2p" !== data1){
const err7 = {instancePath:instancePath+"/chat/type",schemaPath:"#/properties/chat/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "p2p"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.user !== undefined){
let data2 = data0.user;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/chat/user",schemaPath:"#/properties/chat/anyOf/0/properties/user/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/chat/user",schemaPath:"#/properties/chat/anyOf/0/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs11 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.type === undefined){
const err11 = {instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.name === undefined){
const err12 = {instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key2 in data0){
if(!(((key2 === "type") || (key2 === "name")) || (key2 === "topic"))){
const err13 = {instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.type !== undefined){
let data3 = data0.type;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/chat/type",schemaPath:"#/properties/chat/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("group" !== data3){
const err15 = {instancePath:instancePath+"/chat/type",schemaPath:"#/properties/chat/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "group"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.name !== undefined){
let data4 = data0.name;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err16 = {instancePath:instancePath+"/chat/name",schemaPath:"#/properties/chat/anyOf/1/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err17 = {instancePath:instancePath+"/chat/name",schemaPath:"#/properties/chat/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.topic !== undefined){
let data5 = data0.topic;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err18 = {instancePath:instancePath+"/chat/topic",schemaPath:"#/properties/chat/anyOf/1/properties/topic/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err19 = {instancePath:instancePath+"/chat/topic",schemaPath:"#/properties/chat/anyOf/1/properties/topic/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid1){
const err21 = {instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
if(data.sender !== undefined){
let data6 = data.sender;
if(typeof data6 === "string"){
if(func1(data6) < 1){
const err22 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err23 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err24 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.repeat !== undefined){
let data8 = data.repeat;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err25 = {instancePath:instancePath+"/repeat",schemaPath:"#/properties/repeat/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 50000000 || isNaN(data8)){
const err26 = {instancePath:instancePath+"/repeat",schemaPath:"#/properties/repeat/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50000000},message:"must be <= 50000000"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err27 = {instancePath:instancePath+"/repeat",schemaPath:"#/properties/repeat/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.msgType !== undefined){
let data9 = data.msgType;
if(typeof data9 === "string"){
if(func1(data9) < 1){
const err28 = {instancePath:instancePath+"/msgType",schemaPath:"#/properties/msgType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err29 = {instancePath:instancePath+"/msgType",schemaPath:"#/properties/msgType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.mentionBot !== undefined){
if(typeof data.mentionBot !== "boolean"){
const err30 = {instancePath:instancePath+"/mentionBot",schemaPath:"#/properties/mentionBot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.mentionUser !== undefined){
let data11 = data.mentionUser;
if(typeof data11 === "string"){
if(!pattern17.test(data11)){
const err31 = {instancePath:instancePath+"/mentionUser",schemaPath:"#/properties/mentionUser/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+$"+"\""};
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
const err32 = {instancePath:instancePath+"/mentionUser",schemaPath:"#/properties/mentionUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.parentMessageId !== undefined){
if(typeof data.parentMessageId !== "string"){
const err33 = {instancePath:instancePath+"/parentMessageId",schemaPath:"#/properties/parentMessageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.eventId !== undefined){
let data13 = data.eventId;
if(typeof data13 === "string"){
if(func1(data13) < 1){
const err34 = {instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err35 = {instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.messageId !== undefined){
let data14 = data.messageId;
if(typeof data14 === "string"){
if(!pattern12.test(data14)){
const err36 = {instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/pattern",keyword:"pattern",params:{pattern: "^om_"},message:"must match pattern \""+"^om_"+"\""};
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
const err37 = {instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.senderType !== undefined){
let data15 = data.senderType;
const _errs39 = errors;
let valid4 = false;
const _errs40 = errors;
if(typeof data15 !== "string"){
const err38 = {instancePath:instancePath+"/senderType",schemaPath:"#/properties/senderType/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if("user" !== data15){
const err39 = {instancePath:instancePath+"/senderType",schemaPath:"#/properties/senderType/anyOf/0/const",keyword:"const",params:{allowedValue: "user"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid4 = valid4 || _valid1;
const _errs42 = errors;
if(typeof data15 !== "string"){
const err40 = {instancePath:instancePath+"/senderType",schemaPath:"#/properties/senderType/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if("app" !== data15){
const err41 = {instancePath:instancePath+"/senderType",schemaPath:"#/properties/senderType/anyOf/1/const",keyword:"const",params:{allowedValue: "app"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid1 = _errs42 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err42 = {instancePath:instancePath+"/senderType",schemaPath:"#/properties/senderType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
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
if(data.parts !== undefined){
let data16 = data.parts;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err43 = {instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 64 || isNaN(data16)){
const err44 = {instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err45 = {instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.faults !== undefined){
if(!(validate31(data.faults, {instancePath:instancePath+"/faults",parentData:data,parentDataProperty:"faults",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.patch !== undefined){
let data18 = data.patch;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
var props1 = {};
for(const key3 in data18){
if(pattern9.test(key3)){
props1[key3] = true;
}
}
}
else {
const err46 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleInjected = validate33;
const schema45 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-injected.schema.json","title":"Side channel: injected event","description":"Answer to an injection or a redelivery: the ids a scenario captures to match later calls.","type":"object","required":["eventId","messageId","chatId","createTime"],"properties":{"eventId":{"type":"string"},"messageId":{"type":"string"},"chatId":{"type":"string"},"threadId":{"type":"string"},"createTime":{"type":"string","description":"The message create_time, ms as a string."}},"additionalProperties":false};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-injected.schema.json" */;
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
if(data.eventId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventId"},message:"must have required property '"+"eventId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.messageId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.chatId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chatId"},message:"must have required property '"+"chatId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.createTime === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createTime"},message:"must have required property '"+"createTime"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "eventId") || (key0 === "messageId")) || (key0 === "chatId")) || (key0 === "threadId")) || (key0 === "createTime"))){
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
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
const err5 = {instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.messageId !== undefined){
if(typeof data.messageId !== "string"){
const err6 = {instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.chatId !== undefined){
if(typeof data.chatId !== "string"){
const err7 = {instancePath:instancePath+"/chatId",schemaPath:"#/properties/chatId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
const err8 = {instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.createTime !== undefined){
if(typeof data.createTime !== "string"){
const err9 = {instancePath:instancePath+"/createTime",schemaPath:"#/properties/createTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleMessageFaults = validate31;

export const validateProviderDoubleMessages = validate34;
const schema46 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-messages.schema.json","title":"Side channel: messages","description":"GET /__double/messages[?chat_id=ID]: every message, in creation order.","type":"object","required":["messages"],"properties":{"messages":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/provider/double-stored-message.schema.json"}}},"additionalProperties":false};
const schema47 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-stored-message.schema.json","title":"Side channel: stored message","description":"A message as the double holds it: what a user would see now, with edit counts and reactions.","type":"object","required":["messageId","chatId","chatType","sender","fromBot","msgType","content","createTime","updateTime","deleted","updated","editCount","patchCount","reactions"],"properties":{"messageId":{"type":"string"},"chatId":{"type":"string"},"chatType":{"anyOf":[{"type":"string","const":"p2p"},{"type":"string","const":"group"}]},"threadId":{"type":"string"},"rootId":{"type":"string"},"parentId":{"type":"string"},"sender":{"type":"object","required":["type","id","name"],"properties":{"type":{"anyOf":[{"type":"string","const":"user"},{"type":"string","const":"app"}]},"id":{"type":"string","description":"open_id of a user, app id of a bot."},"name":{"type":"string"}},"additionalProperties":false},"fromBot":{"type":"boolean","description":"Sent by the app under test (through the IM API)."},"msgType":{"type":"string"},"content":{"type":"string","description":"Current content, JSON text."},"text":{"type":"string","description":"The visible text of the current content (spec/schemas/provider/visible-text-cases.schema.json): of a text, post or card message, edits and patches applied. Absent when the type has none (an image) or it is unknown."},"textUnknown":{"type":"string","description":"Why the visible text is unknown (a template card, a card entity sent by id): checks on text are then untested."},"buttons":{"type":"array","items":{"type":"object","required":["text"],"properties":{"text":{"type":"string","description":"The button's visible text."},"value":{"description":"What a click on it sends back as action.value."}},"additionalProperties":false},"description":"The buttons a card offers now, in document order (card JSON 1.0 and 2.0); absent for other messages."},"createTime":{"type":"string"},"updateTime":{"type":"string"},"deleted":{"type":"boolean"},"updated":{"type":"boolean","description":"Edited or patched at least once, as the message list API says: what a user sees as \"edited\"."},"editCount":{"type":"integer","minimum":0,"description":"PUT edits so far (Lark allows 20)."},"patchCount":{"type":"integer","minimum":0,"description":"PATCH card updates so far."},"uuid":{"type":"string"},"reactions":{"type":"array","items":{"type":"object","required":["reactionId","emojiType","operatorType","operatorId"],"properties":{"reactionId":{"type":"string"},"emojiType":{"type":"string"},"operatorType":{"type":"string"},"operatorId":{"type":"string"}},"additionalProperties":false}}},"additionalProperties":false};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-messages.schema.json" */;
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
if(data.messages === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messages"},message:"must have required property '"+"messages"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "messages")){
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
if(data.messages !== undefined){
let data0 = data.messages;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.messageId === undefined){
const err2 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.chatId === undefined){
const err3 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "chatId"},message:"must have required property '"+"chatId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.chatType === undefined){
const err4 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "chatType"},message:"must have required property '"+"chatType"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.sender === undefined){
const err5 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "sender"},message:"must have required property '"+"sender"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.fromBot === undefined){
const err6 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "fromBot"},message:"must have required property '"+"fromBot"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.msgType === undefined){
const err7 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "msgType"},message:"must have required property '"+"msgType"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.content === undefined){
const err8 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.createTime === undefined){
const err9 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "createTime"},message:"must have required property '"+"createTime"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.updateTime === undefined){
const err10 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "updateTime"},message:"must have required property '"+"updateTime"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.deleted === undefined){
const err11 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.updated === undefined){
const err12 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "updated"},message:"must have required property '"+"updated"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.editCount === undefined){
const err13 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "editCount"},message:"must have required property '"+"editCount"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.patchCount === undefined){
const err14 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "patchCount"},message:"must have required property '"+"patchCount"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.reactions === undefined){
const err15 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/required",keyword:"required",params:{missingProperty: "reactions"},message:"must have required property '"+"reactions"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data1){
if(!(func3.call(schema47.properties, key1))){
const err16 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.messageId !== undefined){
if(typeof data1.messageId !== "string"){
const err17 = {instancePath:instancePath+"/messages/" + i0+"/messageId",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.chatId !== undefined){
if(typeof data1.chatId !== "string"){
const err18 = {instancePath:instancePath+"/messages/" + i0+"/chatId",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/chatId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.chatType !== undefined){
let data4 = data1.chatType;
const _errs13 = errors;
let valid5 = false;
const _errs14 = errors;
if(typeof data4 !== "string"){
const err19 = {instancePath:instancePath+"/messages/" + i0+"/chatType",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/chatType/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("p2p" !== data4){
const err20 = {instancePath:instancePath+"/messages/" + i0+"/chatType",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/chatType/anyOf/0/const",keyword:"const",params:{allowedValue: "p2p"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid5 = valid5 || _valid0;
const _errs16 = errors;
if(typeof data4 !== "string"){
const err21 = {instancePath:instancePath+"/messages/" + i0+"/chatType",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/chatType/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("group" !== data4){
const err22 = {instancePath:instancePath+"/messages/" + i0+"/chatType",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/chatType/anyOf/1/const",keyword:"const",params:{allowedValue: "group"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err23 = {instancePath:instancePath+"/messages/" + i0+"/chatType",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/chatType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
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
if(data1.threadId !== undefined){
if(typeof data1.threadId !== "string"){
const err24 = {instancePath:instancePath+"/messages/" + i0+"/threadId",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data1.rootId !== undefined){
if(typeof data1.rootId !== "string"){
const err25 = {instancePath:instancePath+"/messages/" + i0+"/rootId",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/rootId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data1.parentId !== undefined){
if(typeof data1.parentId !== "string"){
const err26 = {instancePath:instancePath+"/messages/" + i0+"/parentId",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/parentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data1.sender !== undefined){
let data8 = data1.sender;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.type === undefined){
const err27 = {instancePath:instancePath+"/messages/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data8.id === undefined){
const err28 = {instancePath:instancePath+"/messages/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8.name === undefined){
const err29 = {instancePath:instancePath+"/messages/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key2 in data8){
if(!(((key2 === "type") || (key2 === "id")) || (key2 === "name"))){
const err30 = {instancePath:instancePath+"/messages/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/sender/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.type !== undefined){
let data9 = data8.type;
const _errs28 = errors;
let valid7 = false;
const _errs29 = errors;
if(typeof data9 !== "string"){
const err31 = {instancePath:instancePath+"/messages/" + i0+"/sender/type",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/sender/properties/type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("user" !== data9){
const err32 = {instancePath:instancePath+"/messages/" + i0+"/sender/type",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/sender/properties/type/anyOf/0/const",keyword:"const",params:{allowedValue: "user"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid7 = valid7 || _valid1;
const _errs31 = errors;
if(typeof data9 !== "string"){
const err33 = {instancePath:instancePath+"/messages/" + i0+"/sender/type",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/sender/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if("app" !== data9){
const err34 = {instancePath:instancePath+"/messages/" + i0+"/sender/type",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/sender/properties/type/anyOf/1/const",keyword:"const",params:{allowedValue: "app"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid1 = _errs31 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err35 = {instancePath:instancePath+"/messages/" + i0+"/sender/type",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/sender/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
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
if(data8.id !== undefined){
if(typeof data8.id !== "string"){
const err36 = {instancePath:instancePath+"/messages/" + i0+"/sender/id",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/sender/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data8.name !== undefined){
if(typeof data8.name !== "string"){
const err37 = {instancePath:instancePath+"/messages/" + i0+"/sender/name",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/sender/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err38 = {instancePath:instancePath+"/messages/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/sender/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data1.fromBot !== undefined){
if(typeof data1.fromBot !== "boolean"){
const err39 = {instancePath:instancePath+"/messages/" + i0+"/fromBot",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/fromBot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data1.msgType !== undefined){
if(typeof data1.msgType !== "string"){
const err40 = {instancePath:instancePath+"/messages/" + i0+"/msgType",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/msgType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data1.content !== undefined){
if(typeof data1.content !== "string"){
const err41 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data1.text !== undefined){
if(typeof data1.text !== "string"){
const err42 = {instancePath:instancePath+"/messages/" + i0+"/text",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data1.textUnknown !== undefined){
if(typeof data1.textUnknown !== "string"){
const err43 = {instancePath:instancePath+"/messages/" + i0+"/textUnknown",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/textUnknown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data1.buttons !== undefined){
let data17 = data1.buttons;
if(Array.isArray(data17)){
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.text === undefined){
const err44 = {instancePath:instancePath+"/messages/" + i0+"/buttons/" + i1,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/buttons/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key3 in data18){
if(!((key3 === "text") || (key3 === "value"))){
const err45 = {instancePath:instancePath+"/messages/" + i0+"/buttons/" + i1,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/buttons/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data18.text !== undefined){
if(typeof data18.text !== "string"){
const err46 = {instancePath:instancePath+"/messages/" + i0+"/buttons/" + i1+"/text",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/buttons/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err47 = {instancePath:instancePath+"/messages/" + i0+"/buttons/" + i1,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/buttons/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err48 = {instancePath:instancePath+"/messages/" + i0+"/buttons",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/buttons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data1.createTime !== undefined){
if(typeof data1.createTime !== "string"){
const err49 = {instancePath:instancePath+"/messages/" + i0+"/createTime",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/createTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data1.updateTime !== undefined){
if(typeof data1.updateTime !== "string"){
const err50 = {instancePath:instancePath+"/messages/" + i0+"/updateTime",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/updateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data1.deleted !== undefined){
if(typeof data1.deleted !== "boolean"){
const err51 = {instancePath:instancePath+"/messages/" + i0+"/deleted",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data1.updated !== undefined){
if(typeof data1.updated !== "boolean"){
const err52 = {instancePath:instancePath+"/messages/" + i0+"/updated",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/updated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data1.editCount !== undefined){
let data24 = data1.editCount;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err53 = {instancePath:instancePath+"/messages/" + i0+"/editCount",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/editCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err54 = {instancePath:instancePath+"/messages/" + i0+"/editCount",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/editCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.patchCount !== undefined){
let data25 = data1.patchCount;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err55 = {instancePath:instancePath+"/messages/" + i0+"/patchCount",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/patchCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err56 = {instancePath:instancePath+"/messages/" + i0+"/patchCount",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/patchCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.uuid !== undefined){
if(typeof data1.uuid !== "string"){
const err57 = {instancePath:instancePath+"/messages/" + i0+"/uuid",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data1.reactions !== undefined){
let data27 = data1.reactions;
if(Array.isArray(data27)){
const len2 = data27.length;
for(let i2=0; i2<len2; i2++){
let data28 = data27[i2];
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.reactionId === undefined){
const err58 = {instancePath:instancePath+"/messages/" + i0+"/reactions/" + i2,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/reactions/items/required",keyword:"required",params:{missingProperty: "reactionId"},message:"must have required property '"+"reactionId"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data28.emojiType === undefined){
const err59 = {instancePath:instancePath+"/messages/" + i0+"/reactions/" + i2,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/reactions/items/required",keyword:"required",params:{missingProperty: "emojiType"},message:"must have required property '"+"emojiType"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data28.operatorType === undefined){
const err60 = {instancePath:instancePath+"/messages/" + i0+"/reactions/" + i2,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/reactions/items/required",keyword:"required",params:{missingProperty: "operatorType"},message:"must have required property '"+"operatorType"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data28.operatorId === undefined){
const err61 = {instancePath:instancePath+"/messages/" + i0+"/reactions/" + i2,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/reactions/items/required",keyword:"required",params:{missingProperty: "operatorId"},message:"must have required property '"+"operatorId"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
for(const key4 in data28){
if(!((((key4 === "reactionId") || (key4 === "emojiType")) || (key4 === "operatorType")) || (key4 === "operatorId"))){
const err62 = {instancePath:instancePath+"/messages/" + i0+"/reactions/" + i2,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/reactions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data28.reactionId !== undefined){
if(typeof data28.reactionId !== "string"){
const err63 = {instancePath:instancePath+"/messages/" + i0+"/reactions/" + i2+"/reactionId",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/reactions/items/properties/reactionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data28.emojiType !== undefined){
if(typeof data28.emojiType !== "string"){
const err64 = {instancePath:instancePath+"/messages/" + i0+"/reactions/" + i2+"/emojiType",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/reactions/items/properties/emojiType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data28.operatorType !== undefined){
if(typeof data28.operatorType !== "string"){
const err65 = {instancePath:instancePath+"/messages/" + i0+"/reactions/" + i2+"/operatorType",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/reactions/items/properties/operatorType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data28.operatorId !== undefined){
if(typeof data28.operatorId !== "string"){
const err66 = {instancePath:instancePath+"/messages/" + i0+"/reactions/" + i2+"/operatorId",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/reactions/items/properties/operatorId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err67 = {instancePath:instancePath+"/messages/" + i0+"/reactions/" + i2,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/reactions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err68 = {instancePath:instancePath+"/messages/" + i0+"/reactions",schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/properties/reactions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err69 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-stored-message.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err70 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err71 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoublePushFault = validate35;

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-push-fault.schema.json" */;
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
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "kind") || (key0 === "ms")) || (key0 === "at")) || (key0 === "messageId")) || (key0 === "times")) || (key0 === "skip"))){
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
if(data.kind !== undefined){
let data0 = data.kind;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("drop-ack" !== data0){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/0/const",keyword:"const",params:{allowedValue: "drop-ack"},message:"must be equal to constant"};
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
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("delay-ack" !== data0){
const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/1/const",keyword:"const",params:{allowedValue: "delay-ack"},message:"must be equal to constant"};
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
const _errs8 = errors;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("close-socket" !== data0){
const err7 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/2/const",keyword:"const",params:{allowedValue: "close-socket"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(typeof data0 !== "string"){
const err8 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("deliver-twice" !== data0){
const err9 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/3/const",keyword:"const",params:{allowedValue: "deliver-twice"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data0 !== "string"){
const err10 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("out-of-order" !== data0){
const err11 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/4/const",keyword:"const",params:{allowedValue: "out-of-order"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
const _errs14 = errors;
if(typeof data0 !== "string"){
const err12 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("bad-signature" !== data0){
const err13 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/5/const",keyword:"const",params:{allowedValue: "bad-signature"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
const _errs16 = errors;
if(typeof data0 !== "string"){
const err14 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("unsigned" !== data0){
const err15 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/6/const",keyword:"const",params:{allowedValue: "unsigned"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
const _errs18 = errors;
if(typeof data0 !== "string"){
const err16 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("future-timestamp" !== data0){
const err17 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/7/const",keyword:"const",params:{allowedValue: "future-timestamp"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid1 = valid1 || _valid0;
const _errs20 = errors;
if(typeof data0 !== "string"){
const err18 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/8/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("stale-timestamp" !== data0){
const err19 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf/8/const",keyword:"const",params:{allowedValue: "stale-timestamp"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err20 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
if(data.ms !== undefined){
let data1 = data.ms;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err21 = {instancePath:instancePath+"/ms",schemaPath:"#/properties/ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err22 = {instancePath:instancePath+"/ms",schemaPath:"#/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.at !== undefined){
let data2 = data.at;
const _errs25 = errors;
let valid2 = false;
const _errs26 = errors;
if(typeof data2 !== "string"){
const err23 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("start" !== data2){
const err24 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/anyOf/0/const",keyword:"const",params:{allowedValue: "start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid2 = valid2 || _valid1;
const _errs28 = errors;
if(typeof data2 !== "string"){
const err25 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("end" !== data2){
const err26 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/anyOf/1/const",keyword:"const",params:{allowedValue: "end"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs28 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err27 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
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
if(data.messageId !== undefined){
if(typeof data.messageId !== "string"){
const err28 = {instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.times !== undefined){
let data4 = data.times;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err29 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err30 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.skip !== undefined){
let data5 = data.skip;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err31 = {instancePath:instancePath+"/skip",schemaPath:"#/properties/skip/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err32 = {instancePath:instancePath+"/skip",schemaPath:"#/properties/skip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleRecord = validate36;
const schema49 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-record.schema.json","title":"Side channel: one recorded exchange","description":"What the provider double saw and did, in order: HTTP calls with their answers, frames in and out, event deliveries, acknowledgements, connections, and the double’s own failures. Scenarios match these by dot path (params.message_id, body.content, response.body.data.message_id).","anyOf":[{"type":"object","required":["kind","seq","at","api","method","path","params","query","body","response"],"properties":{"kind":{"type":"string","const":"http"},"seq":{"type":"integer","minimum":1,"description":"Increasing across all records of one double."},"at":{"type":"number","minimum":0,"description":"Monotonic milliseconds since the double started."},"api":{"type":"string","description":"The SDK's dotted name, e.g. im.message.reply; `documented METHOD /open-apis/…` for a call Lark documents that the double does not implement (answered with success and no data, never the implementation's wire error); unknown for a path Lark does not know."},"method":{"type":"string"},"path":{"type":"string"},"params":{"type":"object","patternProperties":{"^.*$":{"type":"string"}}},"query":{"type":"object","patternProperties":{"^.*$":{"type":"string"}}},"body":{},"response":{"type":"object","required":["status","body"],"properties":{"status":{"type":"integer","minimum":0},"body":{}},"additionalProperties":false,"description":"status 0: the connection was reset and nothing was applied. After a drop-response fault it is the answer that was applied but never delivered."},"wireError":{"type":"object","required":["code","msg"],"properties":{"code":{"type":"integer"},"msg":{"type":"string"}},"additionalProperties":false,"description":"Set when the implementation broke the wire contract; code is the Lark code it was refused with."},"fault":{"type":"string","description":"The programmed fault that shaped this answer."}},"additionalProperties":false,"description":"An Open API call. body is the parsed JSON request body, null when there was none."},{"type":"object","required":["kind","seq","at","direction","connectionId","frame"],"properties":{"kind":{"type":"string","const":"frame"},"seq":{"type":"integer","minimum":1,"description":"Increasing across all records of one double."},"at":{"type":"number","minimum":0,"description":"Monotonic milliseconds since the double started."},"direction":{"anyOf":[{"type":"string","const":"in"},{"type":"string","const":"out"}]},"connectionId":{"type":"string"},"frame":{"type":"object","required":["seqId","logId","service","method","headers"],"properties":{"seqId":{"type":"integer"},"logId":{"type":"integer"},"service":{"type":"integer"},"method":{"type":"integer"},"headers":{"type":"object","patternProperties":{"^.*$":{"type":"string"}}},"payload":{}},"additionalProperties":false,"description":"The decoded frame; payload is parsed JSON when it is JSON, else the text."},"wireError":{"type":"object","required":["code","msg"],"properties":{"code":{"type":"integer"},"msg":{"type":"string"}},"additionalProperties":false,"description":"Set when the implementation broke the wire contract; code is the Lark code it was refused with."},"fault":{"type":"string","description":"The programmed fault that shaped this frame (a dropped or delayed acknowledgement)."}},"additionalProperties":false},{"type":"object","required":["kind","seq","at","eventId","messageId","eventType","attempt","via"],"properties":{"kind":{"type":"string","const":"event"},"seq":{"type":"integer","minimum":1,"description":"Increasing across all records of one double."},"at":{"type":"number","minimum":0,"description":"Monotonic milliseconds since the double started."},"eventId":{"type":"string"},"messageId":{"type":"string","description":"The IM message id the event is about (the open_message_id for a card action)."},"eventType":{"type":"string"},"attempt":{"type":"integer","minimum":1},"via":{"anyOf":[{"type":"string","const":"ws"},{"type":"string","const":"webhook"}]},"connectionId":{"type":"string"},"fault":{"type":"string","description":"The programmed fault that shaped this push."}},"additionalProperties":false},{"type":"object","required":["kind","seq","at","eventId","messageId","code","latencyMs","attempt","connectionId"],"properties":{"kind":{"type":"string","const":"ack"},"seq":{"type":"integer","minimum":1,"description":"Increasing across all records of one double."},"at":{"type":"number","minimum":0,"description":"Monotonic milliseconds since the double started."},"eventId":{"type":"string"},"messageId":{"type":"string"},"code":{"type":"integer","description":"200 handled; 500 the handler threw. For a webhook, the HTTP status."},"latencyMs":{"type":"number","minimum":0},"attempt":{"type":"integer","minimum":1},"connectionId":{"type":"string","description":"The long connection, or \"webhook\"."},"response":{},"wireError":{"type":"object","required":["code","msg"],"properties":{"code":{"type":"integer"},"msg":{"type":"string"}},"additionalProperties":false,"description":"Set when the implementation broke the wire contract; code is the Lark code it was refused with."}},"additionalProperties":false,"description":"An acknowledgement; response is the handler's answer, decoded (a card callback's toast and card)."},{"type":"object","required":["kind","seq","at","event","connectionId"],"properties":{"kind":{"type":"string","const":"connection"},"seq":{"type":"integer","minimum":1,"description":"Increasing across all records of one double."},"at":{"type":"number","minimum":0,"description":"Monotonic milliseconds since the double started."},"event":{"anyOf":[{"type":"string","const":"open"},{"type":"string","const":"close"}]},"connectionId":{"type":"string"},"reason":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["kind","seq","at","message"],"properties":{"kind":{"type":"string","const":"harness-error"},"seq":{"type":"integer","minimum":1,"description":"Increasing across all records of one double."},"at":{"type":"number","minimum":0,"description":"Monotonic milliseconds since the double started."},"message":{"type":"string","description":"The double itself broke the contract or failed: a harness bug, never the implementation’s."},"detail":{}},"additionalProperties":false}]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-record.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
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
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.seq === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.at === undefined){
const err2 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.api === undefined){
const err3 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "api"},message:"must have required property '"+"api"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.method === undefined){
const err4 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.path === undefined){
const err5 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.params === undefined){
const err6 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.query === undefined){
const err7 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.body === undefined){
const err8 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.response === undefined){
const err9 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema49.anyOf[0].properties, key0))){
const err10 = {instancePath,schemaPath:"#/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err11 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/0/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("http" !== data0){
const err12 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "http"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.seq !== undefined){
let data1 = data.seq;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err13 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/0/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/0/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.at !== undefined){
let data2 = data.at;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err16 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/0/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.api !== undefined){
if(typeof data.api !== "string"){
const err17 = {instancePath:instancePath+"/api",schemaPath:"#/anyOf/0/properties/api/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.method !== undefined){
if(typeof data.method !== "string"){
const err18 = {instancePath:instancePath+"/method",schemaPath:"#/anyOf/0/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.path !== undefined){
if(typeof data.path !== "string"){
const err19 = {instancePath:instancePath+"/path",schemaPath:"#/anyOf/0/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
var props0 = {};
for(const key1 in data6){
if(pattern9.test(key1)){
if(typeof data6[key1] !== "string"){
const err20 = {instancePath:instancePath+"/params/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/anyOf/0/properties/params/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
props0[key1] = true;
}
}
}
else {
const err21 = {instancePath:instancePath+"/params",schemaPath:"#/anyOf/0/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.query !== undefined){
let data8 = data.query;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
var props1 = {};
for(const key2 in data8){
if(pattern9.test(key2)){
if(typeof data8[key2] !== "string"){
const err22 = {instancePath:instancePath+"/query/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/anyOf/0/properties/query/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
props1[key2] = true;
}
}
}
else {
const err23 = {instancePath:instancePath+"/query",schemaPath:"#/anyOf/0/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.response !== undefined){
let data10 = data.response;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.status === undefined){
const err24 = {instancePath:instancePath+"/response",schemaPath:"#/anyOf/0/properties/response/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10.body === undefined){
const err25 = {instancePath:instancePath+"/response",schemaPath:"#/anyOf/0/properties/response/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key3 in data10){
if(!((key3 === "status") || (key3 === "body"))){
const err26 = {instancePath:instancePath+"/response",schemaPath:"#/anyOf/0/properties/response/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data10.status !== undefined){
let data11 = data10.status;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err27 = {instancePath:instancePath+"/response/status",schemaPath:"#/anyOf/0/properties/response/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err28 = {instancePath:instancePath+"/response/status",schemaPath:"#/anyOf/0/properties/response/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err29 = {instancePath:instancePath+"/response",schemaPath:"#/anyOf/0/properties/response/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.wireError !== undefined){
let data12 = data.wireError;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.code === undefined){
const err30 = {instancePath:instancePath+"/wireError",schemaPath:"#/anyOf/0/properties/wireError/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data12.msg === undefined){
const err31 = {instancePath:instancePath+"/wireError",schemaPath:"#/anyOf/0/properties/wireError/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key4 in data12){
if(!((key4 === "code") || (key4 === "msg"))){
const err32 = {instancePath:instancePath+"/wireError",schemaPath:"#/anyOf/0/properties/wireError/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data12.code !== undefined){
let data13 = data12.code;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err33 = {instancePath:instancePath+"/wireError/code",schemaPath:"#/anyOf/0/properties/wireError/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data12.msg !== undefined){
if(typeof data12.msg !== "string"){
const err34 = {instancePath:instancePath+"/wireError/msg",schemaPath:"#/anyOf/0/properties/wireError/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/wireError",schemaPath:"#/anyOf/0/properties/wireError/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.fault !== undefined){
if(typeof data.fault !== "string"){
const err36 = {instancePath:instancePath+"/fault",schemaPath:"#/anyOf/0/properties/fault/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err37 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props2 = true;
}
const _errs38 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err38 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.seq === undefined){
const err39 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.at === undefined){
const err40 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.direction === undefined){
const err41 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.connectionId === undefined){
const err42 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "connectionId"},message:"must have required property '"+"connectionId"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.frame === undefined){
const err43 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "frame"},message:"must have required property '"+"frame"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key5 in data){
if(!((((((((key5 === "kind") || (key5 === "seq")) || (key5 === "at")) || (key5 === "direction")) || (key5 === "connectionId")) || (key5 === "frame")) || (key5 === "wireError")) || (key5 === "fault"))){
const err44 = {instancePath,schemaPath:"#/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.kind !== undefined){
let data16 = data.kind;
if(typeof data16 !== "string"){
const err45 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/1/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if("frame" !== data16){
const err46 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "frame"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.seq !== undefined){
let data17 = data.seq;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err47 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/1/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 1 || isNaN(data17)){
const err48 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/1/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.at !== undefined){
let data18 = data.at;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err49 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/1/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/1/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.direction !== undefined){
let data19 = data.direction;
const _errs48 = errors;
let valid7 = false;
const _errs49 = errors;
if(typeof data19 !== "string"){
const err51 = {instancePath:instancePath+"/direction",schemaPath:"#/anyOf/1/properties/direction/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if("in" !== data19){
const err52 = {instancePath:instancePath+"/direction",schemaPath:"#/anyOf/1/properties/direction/anyOf/0/const",keyword:"const",params:{allowedValue: "in"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid1 = _errs49 === errors;
valid7 = valid7 || _valid1;
const _errs51 = errors;
if(typeof data19 !== "string"){
const err53 = {instancePath:instancePath+"/direction",schemaPath:"#/anyOf/1/properties/direction/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if("out" !== data19){
const err54 = {instancePath:instancePath+"/direction",schemaPath:"#/anyOf/1/properties/direction/anyOf/1/const",keyword:"const",params:{allowedValue: "out"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid1 = _errs51 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err55 = {instancePath:instancePath+"/direction",schemaPath:"#/anyOf/1/properties/direction/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
}
if(data.connectionId !== undefined){
if(typeof data.connectionId !== "string"){
const err56 = {instancePath:instancePath+"/connectionId",schemaPath:"#/anyOf/1/properties/connectionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.frame !== undefined){
let data21 = data.frame;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.seqId === undefined){
const err57 = {instancePath:instancePath+"/frame",schemaPath:"#/anyOf/1/properties/frame/required",keyword:"required",params:{missingProperty: "seqId"},message:"must have required property '"+"seqId"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data21.logId === undefined){
const err58 = {instancePath:instancePath+"/frame",schemaPath:"#/anyOf/1/properties/frame/required",keyword:"required",params:{missingProperty: "logId"},message:"must have required property '"+"logId"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data21.service === undefined){
const err59 = {instancePath:instancePath+"/frame",schemaPath:"#/anyOf/1/properties/frame/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data21.method === undefined){
const err60 = {instancePath:instancePath+"/frame",schemaPath:"#/anyOf/1/properties/frame/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data21.headers === undefined){
const err61 = {instancePath:instancePath+"/frame",schemaPath:"#/anyOf/1/properties/frame/required",keyword:"required",params:{missingProperty: "headers"},message:"must have required property '"+"headers"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
for(const key6 in data21){
if(!((((((key6 === "seqId") || (key6 === "logId")) || (key6 === "service")) || (key6 === "method")) || (key6 === "headers")) || (key6 === "payload"))){
const err62 = {instancePath:instancePath+"/frame",schemaPath:"#/anyOf/1/properties/frame/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data21.seqId !== undefined){
let data22 = data21.seqId;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err63 = {instancePath:instancePath+"/frame/seqId",schemaPath:"#/anyOf/1/properties/frame/properties/seqId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data21.logId !== undefined){
let data23 = data21.logId;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err64 = {instancePath:instancePath+"/frame/logId",schemaPath:"#/anyOf/1/properties/frame/properties/logId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data21.service !== undefined){
let data24 = data21.service;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err65 = {instancePath:instancePath+"/frame/service",schemaPath:"#/anyOf/1/properties/frame/properties/service/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data21.method !== undefined){
let data25 = data21.method;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err66 = {instancePath:instancePath+"/frame/method",schemaPath:"#/anyOf/1/properties/frame/properties/method/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data21.headers !== undefined){
let data26 = data21.headers;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
var props3 = {};
for(const key7 in data26){
if(pattern9.test(key7)){
if(typeof data26[key7] !== "string"){
const err67 = {instancePath:instancePath+"/frame/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/anyOf/1/properties/frame/properties/headers/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
props3[key7] = true;
}
}
}
else {
const err68 = {instancePath:instancePath+"/frame/headers",schemaPath:"#/anyOf/1/properties/frame/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err69 = {instancePath:instancePath+"/frame",schemaPath:"#/anyOf/1/properties/frame/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.wireError !== undefined){
let data28 = data.wireError;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.code === undefined){
const err70 = {instancePath:instancePath+"/wireError",schemaPath:"#/anyOf/1/properties/wireError/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data28.msg === undefined){
const err71 = {instancePath:instancePath+"/wireError",schemaPath:"#/anyOf/1/properties/wireError/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
for(const key8 in data28){
if(!((key8 === "code") || (key8 === "msg"))){
const err72 = {instancePath:instancePath+"/wireError",schemaPath:"#/anyOf/1/properties/wireError/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data28.code !== undefined){
let data29 = data28.code;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err73 = {instancePath:instancePath+"/wireError/code",schemaPath:"#/anyOf/1/properties/wireError/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data28.msg !== undefined){
if(typeof data28.msg !== "string"){
const err74 = {instancePath:instancePath+"/wireError/msg",schemaPath:"#/anyOf/1/properties/wireError/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err75 = {instancePath:instancePath+"/wireError",schemaPath:"#/anyOf/1/properties/wireError/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.fault !== undefined){
if(typeof data.fault !== "string"){
const err76 = {instancePath:instancePath+"/fault",schemaPath:"#/anyOf/1/properties/fault/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid0 = _errs38 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs79 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err78 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data.seq === undefined){
const err79 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data.at === undefined){
const err80 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data.eventId === undefined){
const err81 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "eventId"},message:"must have required property '"+"eventId"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data.messageId === undefined){
const err82 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data.eventType === undefined){
const err83 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "eventType"},message:"must have required property '"+"eventType"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data.attempt === undefined){
const err84 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data.via === undefined){
const err85 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "via"},message:"must have required property '"+"via"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
for(const key9 in data){
if(!(func3.call(schema49.anyOf[2].properties, key9))){
const err86 = {instancePath,schemaPath:"#/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.kind !== undefined){
let data32 = data.kind;
if(typeof data32 !== "string"){
const err87 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/2/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if("event" !== data32){
const err88 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "event"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.seq !== undefined){
let data33 = data.seq;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err89 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/2/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 1 || isNaN(data33)){
const err90 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/2/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
if(data.at !== undefined){
let data34 = data.at;
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
const err91 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/2/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err92 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/2/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
const err93 = {instancePath:instancePath+"/eventId",schemaPath:"#/anyOf/2/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.messageId !== undefined){
if(typeof data.messageId !== "string"){
const err94 = {instancePath:instancePath+"/messageId",schemaPath:"#/anyOf/2/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.eventType !== undefined){
if(typeof data.eventType !== "string"){
const err95 = {instancePath:instancePath+"/eventType",schemaPath:"#/anyOf/2/properties/eventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.attempt !== undefined){
let data38 = data.attempt;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err96 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/2/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 1 || isNaN(data38)){
const err97 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/2/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
if(data.via !== undefined){
let data39 = data.via;
const _errs97 = errors;
let valid12 = false;
const _errs98 = errors;
if(typeof data39 !== "string"){
const err98 = {instancePath:instancePath+"/via",schemaPath:"#/anyOf/2/properties/via/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if("ws" !== data39){
const err99 = {instancePath:instancePath+"/via",schemaPath:"#/anyOf/2/properties/via/anyOf/0/const",keyword:"const",params:{allowedValue: "ws"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid2 = _errs98 === errors;
valid12 = valid12 || _valid2;
const _errs100 = errors;
if(typeof data39 !== "string"){
const err100 = {instancePath:instancePath+"/via",schemaPath:"#/anyOf/2/properties/via/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if("webhook" !== data39){
const err101 = {instancePath:instancePath+"/via",schemaPath:"#/anyOf/2/properties/via/anyOf/1/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid2 = _errs100 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const err102 = {instancePath:instancePath+"/via",schemaPath:"#/anyOf/2/properties/via/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
else {
errors = _errs97;
if(vErrors !== null){
if(_errs97){
vErrors.length = _errs97;
}
else {
vErrors = null;
}
}
}
}
if(data.connectionId !== undefined){
if(typeof data.connectionId !== "string"){
const err103 = {instancePath:instancePath+"/connectionId",schemaPath:"#/anyOf/2/properties/connectionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.fault !== undefined){
if(typeof data.fault !== "string"){
const err104 = {instancePath:instancePath+"/fault",schemaPath:"#/anyOf/2/properties/fault/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err105 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid0 = _errs79 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs106 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err106 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data.seq === undefined){
const err107 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data.at === undefined){
const err108 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(data.eventId === undefined){
const err109 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "eventId"},message:"must have required property '"+"eventId"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data.messageId === undefined){
const err110 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data.code === undefined){
const err111 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data.latencyMs === undefined){
const err112 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "latencyMs"},message:"must have required property '"+"latencyMs"+"'"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data.attempt === undefined){
const err113 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data.connectionId === undefined){
const err114 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "connectionId"},message:"must have required property '"+"connectionId"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
for(const key10 in data){
if(!(func3.call(schema49.anyOf[3].properties, key10))){
const err115 = {instancePath,schemaPath:"#/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data.kind !== undefined){
let data42 = data.kind;
if(typeof data42 !== "string"){
const err116 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/3/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if("ack" !== data42){
const err117 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "ack"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data.seq !== undefined){
let data43 = data.seq;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err118 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/3/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 1 || isNaN(data43)){
const err119 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/3/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
if(data.at !== undefined){
let data44 = data.at;
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 0 || isNaN(data44)){
const err120 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/3/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
else {
const err121 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/3/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
const err122 = {instancePath:instancePath+"/eventId",schemaPath:"#/anyOf/3/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data.messageId !== undefined){
if(typeof data.messageId !== "string"){
const err123 = {instancePath:instancePath+"/messageId",schemaPath:"#/anyOf/3/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data.code !== undefined){
let data47 = data.code;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err124 = {instancePath:instancePath+"/code",schemaPath:"#/anyOf/3/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data.latencyMs !== undefined){
let data48 = data.latencyMs;
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 < 0 || isNaN(data48)){
const err125 = {instancePath:instancePath+"/latencyMs",schemaPath:"#/anyOf/3/properties/latencyMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/latencyMs",schemaPath:"#/anyOf/3/properties/latencyMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data.attempt !== undefined){
let data49 = data.attempt;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err127 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/3/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 1 || isNaN(data49)){
const err128 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/3/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
if(data.connectionId !== undefined){
if(typeof data.connectionId !== "string"){
const err129 = {instancePath:instancePath+"/connectionId",schemaPath:"#/anyOf/3/properties/connectionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data.wireError !== undefined){
let data51 = data.wireError;
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
if(data51.code === undefined){
const err130 = {instancePath:instancePath+"/wireError",schemaPath:"#/anyOf/3/properties/wireError/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(data51.msg === undefined){
const err131 = {instancePath:instancePath+"/wireError",schemaPath:"#/anyOf/3/properties/wireError/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
for(const key11 in data51){
if(!((key11 === "code") || (key11 === "msg"))){
const err132 = {instancePath:instancePath+"/wireError",schemaPath:"#/anyOf/3/properties/wireError/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data51.code !== undefined){
let data52 = data51.code;
if(!(((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52))) && (isFinite(data52)))){
const err133 = {instancePath:instancePath+"/wireError/code",schemaPath:"#/anyOf/3/properties/wireError/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data51.msg !== undefined){
if(typeof data51.msg !== "string"){
const err134 = {instancePath:instancePath+"/wireError/msg",schemaPath:"#/anyOf/3/properties/wireError/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
else {
const err135 = {instancePath:instancePath+"/wireError",schemaPath:"#/anyOf/3/properties/wireError/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err136 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var _valid0 = _errs106 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs134 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err137 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(data.seq === undefined){
const err138 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(data.at === undefined){
const err139 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(data.event === undefined){
const err140 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data.connectionId === undefined){
const err141 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "connectionId"},message:"must have required property '"+"connectionId"+"'"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
for(const key12 in data){
if(!((((((key12 === "kind") || (key12 === "seq")) || (key12 === "at")) || (key12 === "event")) || (key12 === "connectionId")) || (key12 === "reason"))){
const err142 = {instancePath,schemaPath:"#/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data.kind !== undefined){
let data54 = data.kind;
if(typeof data54 !== "string"){
const err143 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/4/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if("connection" !== data54){
const err144 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/4/properties/kind/const",keyword:"const",params:{allowedValue: "connection"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data.seq !== undefined){
let data55 = data.seq;
if(!(((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55))) && (isFinite(data55)))){
const err145 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/4/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if((typeof data55 == "number") && (isFinite(data55))){
if(data55 < 1 || isNaN(data55)){
const err146 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/4/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
if(data.at !== undefined){
let data56 = data.at;
if((typeof data56 == "number") && (isFinite(data56))){
if(data56 < 0 || isNaN(data56)){
const err147 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/4/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
else {
const err148 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/4/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data.event !== undefined){
let data57 = data.event;
const _errs144 = errors;
let valid16 = false;
const _errs145 = errors;
if(typeof data57 !== "string"){
const err149 = {instancePath:instancePath+"/event",schemaPath:"#/anyOf/4/properties/event/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if("open" !== data57){
const err150 = {instancePath:instancePath+"/event",schemaPath:"#/anyOf/4/properties/event/anyOf/0/const",keyword:"const",params:{allowedValue: "open"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
var _valid3 = _errs145 === errors;
valid16 = valid16 || _valid3;
const _errs147 = errors;
if(typeof data57 !== "string"){
const err151 = {instancePath:instancePath+"/event",schemaPath:"#/anyOf/4/properties/event/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if("close" !== data57){
const err152 = {instancePath:instancePath+"/event",schemaPath:"#/anyOf/4/properties/event/anyOf/1/const",keyword:"const",params:{allowedValue: "close"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
var _valid3 = _errs147 === errors;
valid16 = valid16 || _valid3;
if(!valid16){
const err153 = {instancePath:instancePath+"/event",schemaPath:"#/anyOf/4/properties/event/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
else {
errors = _errs144;
if(vErrors !== null){
if(_errs144){
vErrors.length = _errs144;
}
else {
vErrors = null;
}
}
}
}
if(data.connectionId !== undefined){
if(typeof data.connectionId !== "string"){
const err154 = {instancePath:instancePath+"/connectionId",schemaPath:"#/anyOf/4/properties/connectionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data.reason !== undefined){
if(typeof data.reason !== "string"){
const err155 = {instancePath:instancePath+"/reason",schemaPath:"#/anyOf/4/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
}
else {
const err156 = {instancePath,schemaPath:"#/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
var _valid0 = _errs134 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs153 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err157 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(data.seq === undefined){
const err158 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if(data.at === undefined){
const err159 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if(data.message === undefined){
const err160 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
for(const key13 in data){
if(!(((((key13 === "kind") || (key13 === "seq")) || (key13 === "at")) || (key13 === "message")) || (key13 === "detail"))){
const err161 = {instancePath,schemaPath:"#/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data.kind !== undefined){
let data60 = data.kind;
if(typeof data60 !== "string"){
const err162 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/5/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if("harness-error" !== data60){
const err163 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/5/properties/kind/const",keyword:"const",params:{allowedValue: "harness-error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data.seq !== undefined){
let data61 = data.seq;
if(!(((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61))) && (isFinite(data61)))){
const err164 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/5/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if((typeof data61 == "number") && (isFinite(data61))){
if(data61 < 1 || isNaN(data61)){
const err165 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/5/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
if(data.at !== undefined){
let data62 = data.at;
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 < 0 || isNaN(data62)){
const err166 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/5/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
else {
const err167 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/5/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err168 = {instancePath:instancePath+"/message",schemaPath:"#/anyOf/5/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
else {
const err169 = {instancePath,schemaPath:"#/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
var _valid0 = _errs153 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
if(!valid0){
const err170 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
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
validate36.errors = vErrors;
evaluated0.props = props2;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateProviderDoubleRecords = validate37;
const schema50 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-records.schema.json","title":"Side channel: records","description":"GET /__double/records[?since=SEQ][&kind=KIND]: the records after seq SEQ, oldest first.","type":"object","required":["records"],"properties":{"records":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/provider/double-record.schema.json"}}},"additionalProperties":false};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-records.schema.json" */;
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
const _errs6 = errors;
let valid4 = false;
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.kind === undefined){
const err2 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.seq === undefined){
const err3 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.at === undefined){
const err4 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.api === undefined){
const err5 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "api"},message:"must have required property '"+"api"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.method === undefined){
const err6 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.path === undefined){
const err7 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.params === undefined){
const err8 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.query === undefined){
const err9 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.body === undefined){
const err10 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.response === undefined){
const err11 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data1){
if(!(func3.call(schema49.anyOf[0].properties, key1))){
const err12 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.kind !== undefined){
let data2 = data1.kind;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("http" !== data2){
const err14 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "http"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.seq !== undefined){
let data3 = data1.seq;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err15 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.at !== undefined){
let data4 = data1.at;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err18 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.api !== undefined){
if(typeof data1.api !== "string"){
const err19 = {instancePath:instancePath+"/records/" + i0+"/api",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/api/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.method !== undefined){
if(typeof data1.method !== "string"){
const err20 = {instancePath:instancePath+"/records/" + i0+"/method",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.path !== undefined){
if(typeof data1.path !== "string"){
const err21 = {instancePath:instancePath+"/records/" + i0+"/path",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.params !== undefined){
let data8 = data1.params;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
var props0 = {};
for(const key2 in data8){
if(pattern9.test(key2)){
if(typeof data8[key2] !== "string"){
const err22 = {instancePath:instancePath+"/records/" + i0+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/params/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
props0[key2] = true;
}
}
}
else {
const err23 = {instancePath:instancePath+"/records/" + i0+"/params",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.query !== undefined){
let data10 = data1.query;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
var props1 = {};
for(const key3 in data10){
if(pattern9.test(key3)){
if(typeof data10[key3] !== "string"){
const err24 = {instancePath:instancePath+"/records/" + i0+"/query/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/query/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
props1[key3] = true;
}
}
}
else {
const err25 = {instancePath:instancePath+"/records/" + i0+"/query",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data1.response !== undefined){
let data12 = data1.response;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.status === undefined){
const err26 = {instancePath:instancePath+"/records/" + i0+"/response",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/response/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data12.body === undefined){
const err27 = {instancePath:instancePath+"/records/" + i0+"/response",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/response/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key4 in data12){
if(!((key4 === "status") || (key4 === "body"))){
const err28 = {instancePath:instancePath+"/records/" + i0+"/response",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/response/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data12.status !== undefined){
let data13 = data12.status;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err29 = {instancePath:instancePath+"/records/" + i0+"/response/status",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/response/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err30 = {instancePath:instancePath+"/records/" + i0+"/response/status",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/response/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err31 = {instancePath:instancePath+"/records/" + i0+"/response",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/response/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data1.wireError !== undefined){
let data14 = data1.wireError;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.code === undefined){
const err32 = {instancePath:instancePath+"/records/" + i0+"/wireError",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/wireError/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data14.msg === undefined){
const err33 = {instancePath:instancePath+"/records/" + i0+"/wireError",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/wireError/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key5 in data14){
if(!((key5 === "code") || (key5 === "msg"))){
const err34 = {instancePath:instancePath+"/records/" + i0+"/wireError",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/wireError/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data14.code !== undefined){
let data15 = data14.code;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err35 = {instancePath:instancePath+"/records/" + i0+"/wireError/code",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/wireError/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data14.msg !== undefined){
if(typeof data14.msg !== "string"){
const err36 = {instancePath:instancePath+"/records/" + i0+"/wireError/msg",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/wireError/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err37 = {instancePath:instancePath+"/records/" + i0+"/wireError",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/wireError/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data1.fault !== undefined){
if(typeof data1.fault !== "string"){
const err38 = {instancePath:instancePath+"/records/" + i0+"/fault",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/properties/fault/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err39 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
var props2 = true;
}
const _errs44 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.kind === undefined){
const err40 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data1.seq === undefined){
const err41 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data1.at === undefined){
const err42 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data1.direction === undefined){
const err43 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data1.connectionId === undefined){
const err44 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "connectionId"},message:"must have required property '"+"connectionId"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data1.frame === undefined){
const err45 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/required",keyword:"required",params:{missingProperty: "frame"},message:"must have required property '"+"frame"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key6 in data1){
if(!((((((((key6 === "kind") || (key6 === "seq")) || (key6 === "at")) || (key6 === "direction")) || (key6 === "connectionId")) || (key6 === "frame")) || (key6 === "wireError")) || (key6 === "fault"))){
const err46 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data1.kind !== undefined){
let data18 = data1.kind;
if(typeof data18 !== "string"){
const err47 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if("frame" !== data18){
const err48 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "frame"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data1.seq !== undefined){
let data19 = data1.seq;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err49 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 1 || isNaN(data19)){
const err50 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.at !== undefined){
let data20 = data1.at;
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err51 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data1.direction !== undefined){
let data21 = data1.direction;
const _errs54 = errors;
let valid11 = false;
const _errs55 = errors;
if(typeof data21 !== "string"){
const err53 = {instancePath:instancePath+"/records/" + i0+"/direction",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/direction/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if("in" !== data21){
const err54 = {instancePath:instancePath+"/records/" + i0+"/direction",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/direction/anyOf/0/const",keyword:"const",params:{allowedValue: "in"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid1 = _errs55 === errors;
valid11 = valid11 || _valid1;
const _errs57 = errors;
if(typeof data21 !== "string"){
const err55 = {instancePath:instancePath+"/records/" + i0+"/direction",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/direction/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if("out" !== data21){
const err56 = {instancePath:instancePath+"/records/" + i0+"/direction",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/direction/anyOf/1/const",keyword:"const",params:{allowedValue: "out"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid1 = _errs57 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const err57 = {instancePath:instancePath+"/records/" + i0+"/direction",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/direction/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
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
if(data1.connectionId !== undefined){
if(typeof data1.connectionId !== "string"){
const err58 = {instancePath:instancePath+"/records/" + i0+"/connectionId",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/connectionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data1.frame !== undefined){
let data23 = data1.frame;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.seqId === undefined){
const err59 = {instancePath:instancePath+"/records/" + i0+"/frame",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/required",keyword:"required",params:{missingProperty: "seqId"},message:"must have required property '"+"seqId"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data23.logId === undefined){
const err60 = {instancePath:instancePath+"/records/" + i0+"/frame",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/required",keyword:"required",params:{missingProperty: "logId"},message:"must have required property '"+"logId"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data23.service === undefined){
const err61 = {instancePath:instancePath+"/records/" + i0+"/frame",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data23.method === undefined){
const err62 = {instancePath:instancePath+"/records/" + i0+"/frame",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data23.headers === undefined){
const err63 = {instancePath:instancePath+"/records/" + i0+"/frame",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/required",keyword:"required",params:{missingProperty: "headers"},message:"must have required property '"+"headers"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key7 in data23){
if(!((((((key7 === "seqId") || (key7 === "logId")) || (key7 === "service")) || (key7 === "method")) || (key7 === "headers")) || (key7 === "payload"))){
const err64 = {instancePath:instancePath+"/records/" + i0+"/frame",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data23.seqId !== undefined){
let data24 = data23.seqId;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err65 = {instancePath:instancePath+"/records/" + i0+"/frame/seqId",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/properties/seqId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data23.logId !== undefined){
let data25 = data23.logId;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err66 = {instancePath:instancePath+"/records/" + i0+"/frame/logId",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/properties/logId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data23.service !== undefined){
let data26 = data23.service;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err67 = {instancePath:instancePath+"/records/" + i0+"/frame/service",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/properties/service/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data23.method !== undefined){
let data27 = data23.method;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err68 = {instancePath:instancePath+"/records/" + i0+"/frame/method",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/properties/method/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data23.headers !== undefined){
let data28 = data23.headers;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
var props3 = {};
for(const key8 in data28){
if(pattern9.test(key8)){
if(typeof data28[key8] !== "string"){
const err69 = {instancePath:instancePath+"/records/" + i0+"/frame/headers/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/properties/headers/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
props3[key8] = true;
}
}
}
else {
const err70 = {instancePath:instancePath+"/records/" + i0+"/frame/headers",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err71 = {instancePath:instancePath+"/records/" + i0+"/frame",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/frame/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data1.wireError !== undefined){
let data30 = data1.wireError;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.code === undefined){
const err72 = {instancePath:instancePath+"/records/" + i0+"/wireError",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/wireError/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data30.msg === undefined){
const err73 = {instancePath:instancePath+"/records/" + i0+"/wireError",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/wireError/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
for(const key9 in data30){
if(!((key9 === "code") || (key9 === "msg"))){
const err74 = {instancePath:instancePath+"/records/" + i0+"/wireError",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/wireError/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data30.code !== undefined){
let data31 = data30.code;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err75 = {instancePath:instancePath+"/records/" + i0+"/wireError/code",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/wireError/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data30.msg !== undefined){
if(typeof data30.msg !== "string"){
const err76 = {instancePath:instancePath+"/records/" + i0+"/wireError/msg",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/wireError/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/records/" + i0+"/wireError",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/wireError/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data1.fault !== undefined){
if(typeof data1.fault !== "string"){
const err78 = {instancePath:instancePath+"/records/" + i0+"/fault",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/properties/fault/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err79 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid0 = _errs44 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs85 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.kind === undefined){
const err80 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data1.seq === undefined){
const err81 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data1.at === undefined){
const err82 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data1.eventId === undefined){
const err83 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "eventId"},message:"must have required property '"+"eventId"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data1.messageId === undefined){
const err84 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data1.eventType === undefined){
const err85 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "eventType"},message:"must have required property '"+"eventType"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data1.attempt === undefined){
const err86 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data1.via === undefined){
const err87 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/required",keyword:"required",params:{missingProperty: "via"},message:"must have required property '"+"via"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
for(const key10 in data1){
if(!(func3.call(schema49.anyOf[2].properties, key10))){
const err88 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data1.kind !== undefined){
let data34 = data1.kind;
if(typeof data34 !== "string"){
const err89 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if("event" !== data34){
const err90 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "event"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data1.seq !== undefined){
let data35 = data1.seq;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err91 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 1 || isNaN(data35)){
const err92 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.at !== undefined){
let data36 = data1.at;
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
const err93 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data1.eventId !== undefined){
if(typeof data1.eventId !== "string"){
const err95 = {instancePath:instancePath+"/records/" + i0+"/eventId",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data1.messageId !== undefined){
if(typeof data1.messageId !== "string"){
const err96 = {instancePath:instancePath+"/records/" + i0+"/messageId",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data1.eventType !== undefined){
if(typeof data1.eventType !== "string"){
const err97 = {instancePath:instancePath+"/records/" + i0+"/eventType",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/eventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data1.attempt !== undefined){
let data40 = data1.attempt;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err98 = {instancePath:instancePath+"/records/" + i0+"/attempt",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 1 || isNaN(data40)){
const err99 = {instancePath:instancePath+"/records/" + i0+"/attempt",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.via !== undefined){
let data41 = data1.via;
const _errs103 = errors;
let valid16 = false;
const _errs104 = errors;
if(typeof data41 !== "string"){
const err100 = {instancePath:instancePath+"/records/" + i0+"/via",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/via/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if("ws" !== data41){
const err101 = {instancePath:instancePath+"/records/" + i0+"/via",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/via/anyOf/0/const",keyword:"const",params:{allowedValue: "ws"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid2 = _errs104 === errors;
valid16 = valid16 || _valid2;
const _errs106 = errors;
if(typeof data41 !== "string"){
const err102 = {instancePath:instancePath+"/records/" + i0+"/via",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/via/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if("webhook" !== data41){
const err103 = {instancePath:instancePath+"/records/" + i0+"/via",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/via/anyOf/1/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
var _valid2 = _errs106 === errors;
valid16 = valid16 || _valid2;
if(!valid16){
const err104 = {instancePath:instancePath+"/records/" + i0+"/via",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/via/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
else {
errors = _errs103;
if(vErrors !== null){
if(_errs103){
vErrors.length = _errs103;
}
else {
vErrors = null;
}
}
}
}
if(data1.connectionId !== undefined){
if(typeof data1.connectionId !== "string"){
const err105 = {instancePath:instancePath+"/records/" + i0+"/connectionId",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/connectionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data1.fault !== undefined){
if(typeof data1.fault !== "string"){
const err106 = {instancePath:instancePath+"/records/" + i0+"/fault",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/properties/fault/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err107 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid0 = _errs85 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs112 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.kind === undefined){
const err108 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(data1.seq === undefined){
const err109 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data1.at === undefined){
const err110 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data1.eventId === undefined){
const err111 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "eventId"},message:"must have required property '"+"eventId"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data1.messageId === undefined){
const err112 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data1.code === undefined){
const err113 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data1.latencyMs === undefined){
const err114 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "latencyMs"},message:"must have required property '"+"latencyMs"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data1.attempt === undefined){
const err115 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data1.connectionId === undefined){
const err116 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/required",keyword:"required",params:{missingProperty: "connectionId"},message:"must have required property '"+"connectionId"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
for(const key11 in data1){
if(!(func3.call(schema49.anyOf[3].properties, key11))){
const err117 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data1.kind !== undefined){
let data44 = data1.kind;
if(typeof data44 !== "string"){
const err118 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if("ack" !== data44){
const err119 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "ack"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data1.seq !== undefined){
let data45 = data1.seq;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err120 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 1 || isNaN(data45)){
const err121 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
if(data1.at !== undefined){
let data46 = data1.at;
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 < 0 || isNaN(data46)){
const err122 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data1.eventId !== undefined){
if(typeof data1.eventId !== "string"){
const err124 = {instancePath:instancePath+"/records/" + i0+"/eventId",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data1.messageId !== undefined){
if(typeof data1.messageId !== "string"){
const err125 = {instancePath:instancePath+"/records/" + i0+"/messageId",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data1.code !== undefined){
let data49 = data1.code;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err126 = {instancePath:instancePath+"/records/" + i0+"/code",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data1.latencyMs !== undefined){
let data50 = data1.latencyMs;
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 < 0 || isNaN(data50)){
const err127 = {instancePath:instancePath+"/records/" + i0+"/latencyMs",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/latencyMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
else {
const err128 = {instancePath:instancePath+"/records/" + i0+"/latencyMs",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/latencyMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data1.attempt !== undefined){
let data51 = data1.attempt;
if(!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))){
const err129 = {instancePath:instancePath+"/records/" + i0+"/attempt",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 < 1 || isNaN(data51)){
const err130 = {instancePath:instancePath+"/records/" + i0+"/attempt",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
if(data1.connectionId !== undefined){
if(typeof data1.connectionId !== "string"){
const err131 = {instancePath:instancePath+"/records/" + i0+"/connectionId",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/connectionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data1.wireError !== undefined){
let data53 = data1.wireError;
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
if(data53.code === undefined){
const err132 = {instancePath:instancePath+"/records/" + i0+"/wireError",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/wireError/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(data53.msg === undefined){
const err133 = {instancePath:instancePath+"/records/" + i0+"/wireError",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/wireError/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
for(const key12 in data53){
if(!((key12 === "code") || (key12 === "msg"))){
const err134 = {instancePath:instancePath+"/records/" + i0+"/wireError",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/wireError/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data53.code !== undefined){
let data54 = data53.code;
if(!(((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54))) && (isFinite(data54)))){
const err135 = {instancePath:instancePath+"/records/" + i0+"/wireError/code",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/wireError/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data53.msg !== undefined){
if(typeof data53.msg !== "string"){
const err136 = {instancePath:instancePath+"/records/" + i0+"/wireError/msg",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/wireError/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
else {
const err137 = {instancePath:instancePath+"/records/" + i0+"/wireError",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/properties/wireError/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
else {
const err138 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid0 = _errs112 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs140 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.kind === undefined){
const err139 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(data1.seq === undefined){
const err140 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data1.at === undefined){
const err141 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(data1.event === undefined){
const err142 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(data1.connectionId === undefined){
const err143 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/required",keyword:"required",params:{missingProperty: "connectionId"},message:"must have required property '"+"connectionId"+"'"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
for(const key13 in data1){
if(!((((((key13 === "kind") || (key13 === "seq")) || (key13 === "at")) || (key13 === "event")) || (key13 === "connectionId")) || (key13 === "reason"))){
const err144 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data1.kind !== undefined){
let data56 = data1.kind;
if(typeof data56 !== "string"){
const err145 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if("connection" !== data56){
const err146 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/kind/const",keyword:"const",params:{allowedValue: "connection"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data1.seq !== undefined){
let data57 = data1.seq;
if(!(((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57))) && (isFinite(data57)))){
const err147 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if((typeof data57 == "number") && (isFinite(data57))){
if(data57 < 1 || isNaN(data57)){
const err148 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
}
if(data1.at !== undefined){
let data58 = data1.at;
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 0 || isNaN(data58)){
const err149 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
else {
const err150 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data1.event !== undefined){
let data59 = data1.event;
const _errs150 = errors;
let valid20 = false;
const _errs151 = errors;
if(typeof data59 !== "string"){
const err151 = {instancePath:instancePath+"/records/" + i0+"/event",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/event/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if("open" !== data59){
const err152 = {instancePath:instancePath+"/records/" + i0+"/event",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/event/anyOf/0/const",keyword:"const",params:{allowedValue: "open"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
var _valid3 = _errs151 === errors;
valid20 = valid20 || _valid3;
const _errs153 = errors;
if(typeof data59 !== "string"){
const err153 = {instancePath:instancePath+"/records/" + i0+"/event",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/event/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if("close" !== data59){
const err154 = {instancePath:instancePath+"/records/" + i0+"/event",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/event/anyOf/1/const",keyword:"const",params:{allowedValue: "close"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
var _valid3 = _errs153 === errors;
valid20 = valid20 || _valid3;
if(!valid20){
const err155 = {instancePath:instancePath+"/records/" + i0+"/event",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/event/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
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
if(data1.connectionId !== undefined){
if(typeof data1.connectionId !== "string"){
const err156 = {instancePath:instancePath+"/records/" + i0+"/connectionId",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/connectionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data1.reason !== undefined){
if(typeof data1.reason !== "string"){
const err157 = {instancePath:instancePath+"/records/" + i0+"/reason",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
else {
const err158 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
var _valid0 = _errs140 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
const _errs159 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.kind === undefined){
const err159 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if(data1.seq === undefined){
const err160 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(data1.at === undefined){
const err161 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if(data1.message === undefined){
const err162 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
for(const key14 in data1){
if(!(((((key14 === "kind") || (key14 === "seq")) || (key14 === "at")) || (key14 === "message")) || (key14 === "detail"))){
const err163 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data1.kind !== undefined){
let data62 = data1.kind;
if(typeof data62 !== "string"){
const err164 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if("harness-error" !== data62){
const err165 = {instancePath:instancePath+"/records/" + i0+"/kind",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/properties/kind/const",keyword:"const",params:{allowedValue: "harness-error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data1.seq !== undefined){
let data63 = data1.seq;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
const err166 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 < 1 || isNaN(data63)){
const err167 = {instancePath:instancePath+"/records/" + i0+"/seq",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
if(data1.at !== undefined){
let data64 = data1.at;
if((typeof data64 == "number") && (isFinite(data64))){
if(data64 < 0 || isNaN(data64)){
const err168 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
else {
const err169 = {instancePath:instancePath+"/records/" + i0+"/at",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data1.message !== undefined){
if(typeof data1.message !== "string"){
const err170 = {instancePath:instancePath+"/records/" + i0+"/message",schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
else {
const err171 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
var _valid0 = _errs159 === errors;
valid4 = valid4 || _valid0;
if(_valid0){
if(props2 !== true){
props2 = true;
}
}
if(!valid4){
const err172 = {instancePath:instancePath+"/records/" + i0,schemaPath:"https://larkspur.dev/spec/provider/double-record.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err173 = {instancePath:instancePath+"/records",schemaPath:"#/properties/records/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
}
else {
const err174 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleRedeliver = validate38;
const schema52 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-redeliver.schema.json","title":"Side channel: redeliver an event","description":"POST /__double/redeliver. Pushes an event already delivered again, acknowledged or not, as Lark does after reconnects. newEventId gives the copy a fresh event_id (the message_id stays).","anyOf":[{"type":"object","required":["messageId"],"properties":{"messageId":{"type":"string","minLength":1},"newEventId":{"type":"boolean"}},"additionalProperties":false},{"type":"object","required":["eventId"],"properties":{"eventId":{"type":"string","minLength":1},"newEventId":{"type":"boolean"}},"additionalProperties":false}]};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-redeliver.schema.json" */;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.messageId === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "messageId") || (key0 === "newEventId"))){
const err1 = {instancePath,schemaPath:"#/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.messageId !== undefined){
let data0 = data.messageId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/messageId",schemaPath:"#/anyOf/0/properties/messageId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/messageId",schemaPath:"#/anyOf/0/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.newEventId !== undefined){
if(typeof data.newEventId !== "boolean"){
const err4 = {instancePath:instancePath+"/newEventId",schemaPath:"#/anyOf/0/properties/newEventId/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err5 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.eventId === undefined){
const err6 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "eventId"},message:"must have required property '"+"eventId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data){
if(!((key1 === "eventId") || (key1 === "newEventId"))){
const err7 = {instancePath,schemaPath:"#/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.eventId !== undefined){
let data2 = data.eventId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/eventId",schemaPath:"#/anyOf/1/properties/eventId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/eventId",schemaPath:"#/anyOf/1/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.newEventId !== undefined){
if(typeof data.newEventId !== "boolean"){
const err10 = {instancePath:instancePath+"/newEventId",schemaPath:"#/anyOf/1/properties/newEventId/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err11 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
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
const err12 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
evaluated0.props = props0;
return errors === 0;
}
validate38.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateProviderDoubleResource = validate39;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-resource.schema.json","title":"Side channel: resource bytes","description":"POST /__double/resources. The bytes the resource call serves for this key; without one the double serves stand-in bytes that are stable per key.","type":"object","required":["key","dataBase64"],"properties":{"key":{"type":"string","minLength":1,"description":"The image_key or file_key a message content names."},"dataBase64":{"type":"string","contentEncoding":"base64"},"contentType":{"type":"string","description":"Default application/octet-stream."}},"additionalProperties":false};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-resource.schema.json" */;
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
if(data.dataBase64 === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataBase64"},message:"must have required property '"+"dataBase64"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "key") || (key0 === "dataBase64")) || (key0 === "contentType"))){
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
if(data.key !== undefined){
let data0 = data.key;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.dataBase64 !== undefined){
if(typeof data.dataBase64 !== "string"){
const err5 = {instancePath:instancePath+"/dataBase64",schemaPath:"#/properties/dataBase64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.contentType !== undefined){
if(typeof data.contentType !== "string"){
const err6 = {instancePath:instancePath+"/contentType",schemaPath:"#/properties/contentType/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleStoredMessage = validate40;

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-stored-message.schema.json" */;
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
if(data.messageId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.chatId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chatId"},message:"must have required property '"+"chatId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.chatType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chatType"},message:"must have required property '"+"chatType"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sender === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sender"},message:"must have required property '"+"sender"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.fromBot === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fromBot"},message:"must have required property '"+"fromBot"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.msgType === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msgType"},message:"must have required property '"+"msgType"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.content === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.createTime === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createTime"},message:"must have required property '"+"createTime"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.updateTime === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updateTime"},message:"must have required property '"+"updateTime"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.deleted === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.updated === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updated"},message:"must have required property '"+"updated"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.editCount === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "editCount"},message:"must have required property '"+"editCount"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.patchCount === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "patchCount"},message:"must have required property '"+"patchCount"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.reactions === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reactions"},message:"must have required property '"+"reactions"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema47.properties, key0))){
const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.messageId !== undefined){
if(typeof data.messageId !== "string"){
const err15 = {instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.chatId !== undefined){
if(typeof data.chatId !== "string"){
const err16 = {instancePath:instancePath+"/chatId",schemaPath:"#/properties/chatId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.chatType !== undefined){
let data2 = data.chatType;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err17 = {instancePath:instancePath+"/chatType",schemaPath:"#/properties/chatType/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("p2p" !== data2){
const err18 = {instancePath:instancePath+"/chatType",schemaPath:"#/properties/chatType/anyOf/0/const",keyword:"const",params:{allowedValue: "p2p"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(typeof data2 !== "string"){
const err19 = {instancePath:instancePath+"/chatType",schemaPath:"#/properties/chatType/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("group" !== data2){
const err20 = {instancePath:instancePath+"/chatType",schemaPath:"#/properties/chatType/anyOf/1/const",keyword:"const",params:{allowedValue: "group"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err21 = {instancePath:instancePath+"/chatType",schemaPath:"#/properties/chatType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
const err22 = {instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.rootId !== undefined){
if(typeof data.rootId !== "string"){
const err23 = {instancePath:instancePath+"/rootId",schemaPath:"#/properties/rootId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.parentId !== undefined){
if(typeof data.parentId !== "string"){
const err24 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.sender !== undefined){
let data6 = data.sender;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.type === undefined){
const err25 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data6.id === undefined){
const err26 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.name === undefined){
const err27 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key1 in data6){
if(!(((key1 === "type") || (key1 === "id")) || (key1 === "name"))){
const err28 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data6.type !== undefined){
let data7 = data6.type;
const _errs22 = errors;
let valid3 = false;
const _errs23 = errors;
if(typeof data7 !== "string"){
const err29 = {instancePath:instancePath+"/sender/type",schemaPath:"#/properties/sender/properties/type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("user" !== data7){
const err30 = {instancePath:instancePath+"/sender/type",schemaPath:"#/properties/sender/properties/type/anyOf/0/const",keyword:"const",params:{allowedValue: "user"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid3 = valid3 || _valid1;
const _errs25 = errors;
if(typeof data7 !== "string"){
const err31 = {instancePath:instancePath+"/sender/type",schemaPath:"#/properties/sender/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("app" !== data7){
const err32 = {instancePath:instancePath+"/sender/type",schemaPath:"#/properties/sender/properties/type/anyOf/1/const",keyword:"const",params:{allowedValue: "app"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err33 = {instancePath:instancePath+"/sender/type",schemaPath:"#/properties/sender/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err34 = {instancePath:instancePath+"/sender/id",schemaPath:"#/properties/sender/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data6.name !== undefined){
if(typeof data6.name !== "string"){
const err35 = {instancePath:instancePath+"/sender/name",schemaPath:"#/properties/sender/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err36 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.fromBot !== undefined){
if(typeof data.fromBot !== "boolean"){
const err37 = {instancePath:instancePath+"/fromBot",schemaPath:"#/properties/fromBot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.msgType !== undefined){
if(typeof data.msgType !== "string"){
const err38 = {instancePath:instancePath+"/msgType",schemaPath:"#/properties/msgType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err39 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err40 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.textUnknown !== undefined){
if(typeof data.textUnknown !== "string"){
const err41 = {instancePath:instancePath+"/textUnknown",schemaPath:"#/properties/textUnknown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.buttons !== undefined){
let data15 = data.buttons;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.text === undefined){
const err42 = {instancePath:instancePath+"/buttons/" + i0,schemaPath:"#/properties/buttons/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key2 in data16){
if(!((key2 === "text") || (key2 === "value"))){
const err43 = {instancePath:instancePath+"/buttons/" + i0,schemaPath:"#/properties/buttons/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data16.text !== undefined){
if(typeof data16.text !== "string"){
const err44 = {instancePath:instancePath+"/buttons/" + i0+"/text",schemaPath:"#/properties/buttons/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err45 = {instancePath:instancePath+"/buttons/" + i0,schemaPath:"#/properties/buttons/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err46 = {instancePath:instancePath+"/buttons",schemaPath:"#/properties/buttons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.createTime !== undefined){
if(typeof data.createTime !== "string"){
const err47 = {instancePath:instancePath+"/createTime",schemaPath:"#/properties/createTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.updateTime !== undefined){
if(typeof data.updateTime !== "string"){
const err48 = {instancePath:instancePath+"/updateTime",schemaPath:"#/properties/updateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.deleted !== undefined){
if(typeof data.deleted !== "boolean"){
const err49 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.updated !== undefined){
if(typeof data.updated !== "boolean"){
const err50 = {instancePath:instancePath+"/updated",schemaPath:"#/properties/updated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.editCount !== undefined){
let data22 = data.editCount;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err51 = {instancePath:instancePath+"/editCount",schemaPath:"#/properties/editCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err52 = {instancePath:instancePath+"/editCount",schemaPath:"#/properties/editCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.patchCount !== undefined){
let data23 = data.patchCount;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err53 = {instancePath:instancePath+"/patchCount",schemaPath:"#/properties/patchCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err54 = {instancePath:instancePath+"/patchCount",schemaPath:"#/properties/patchCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.uuid !== undefined){
if(typeof data.uuid !== "string"){
const err55 = {instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.reactions !== undefined){
let data25 = data.reactions;
if(Array.isArray(data25)){
const len1 = data25.length;
for(let i1=0; i1<len1; i1++){
let data26 = data25[i1];
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.reactionId === undefined){
const err56 = {instancePath:instancePath+"/reactions/" + i1,schemaPath:"#/properties/reactions/items/required",keyword:"required",params:{missingProperty: "reactionId"},message:"must have required property '"+"reactionId"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data26.emojiType === undefined){
const err57 = {instancePath:instancePath+"/reactions/" + i1,schemaPath:"#/properties/reactions/items/required",keyword:"required",params:{missingProperty: "emojiType"},message:"must have required property '"+"emojiType"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data26.operatorType === undefined){
const err58 = {instancePath:instancePath+"/reactions/" + i1,schemaPath:"#/properties/reactions/items/required",keyword:"required",params:{missingProperty: "operatorType"},message:"must have required property '"+"operatorType"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data26.operatorId === undefined){
const err59 = {instancePath:instancePath+"/reactions/" + i1,schemaPath:"#/properties/reactions/items/required",keyword:"required",params:{missingProperty: "operatorId"},message:"must have required property '"+"operatorId"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
for(const key3 in data26){
if(!((((key3 === "reactionId") || (key3 === "emojiType")) || (key3 === "operatorType")) || (key3 === "operatorId"))){
const err60 = {instancePath:instancePath+"/reactions/" + i1,schemaPath:"#/properties/reactions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data26.reactionId !== undefined){
if(typeof data26.reactionId !== "string"){
const err61 = {instancePath:instancePath+"/reactions/" + i1+"/reactionId",schemaPath:"#/properties/reactions/items/properties/reactionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data26.emojiType !== undefined){
if(typeof data26.emojiType !== "string"){
const err62 = {instancePath:instancePath+"/reactions/" + i1+"/emojiType",schemaPath:"#/properties/reactions/items/properties/emojiType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data26.operatorType !== undefined){
if(typeof data26.operatorType !== "string"){
const err63 = {instancePath:instancePath+"/reactions/" + i1+"/operatorType",schemaPath:"#/properties/reactions/items/properties/operatorType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data26.operatorId !== undefined){
if(typeof data26.operatorId !== "string"){
const err64 = {instancePath:instancePath+"/reactions/" + i1+"/operatorId",schemaPath:"#/properties/reactions/items/properties/operatorId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err65 = {instancePath:instancePath+"/reactions/" + i1,schemaPath:"#/properties/reactions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err66 = {instancePath:instancePath+"/reactions",schemaPath:"#/properties/reactions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleUserToken = validate41;
const schema55 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-user-token.schema.json","title":"Side channel: issue a user access token","description":"POST /__double/user-tokens. Stands in for Lark's OAuth flow: the user has authorized an app and opened a private chat with the bot. With the token, the IM API acts as that user: a message created or replied reaches the bot as im.message.receive_v1 from the user, and the history of the user's chats can be listed.","type":"object","required":["user"],"properties":{"user":{"type":"string","minLength":1,"description":"A user name; its ids are derived from it, as for injected messages."}},"additionalProperties":false};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-user-token.schema.json" */;
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
if(data.user === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "user")){
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
if(data.user !== undefined){
let data0 = data.user;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleUserTokenIssued = validate42;
const schema56 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-user-token-issued.schema.json","title":"Side channel: a user access token","description":"Answer to POST /__double/user-tokens.","type":"object","required":["user","openId","userAccessToken","expire","p2pChatId"],"properties":{"user":{"type":"string"},"openId":{"type":"string","pattern":"^ou_"},"userAccessToken":{"type":"string","pattern":"^u-","description":"Send as Authorization: Bearer … to act as the user."},"expire":{"type":"integer","minimum":1,"description":"Lifetime in seconds."},"p2pChatId":{"type":"string","pattern":"^oc_","description":"The user's private chat with the bot."}},"additionalProperties":false};
const pattern28 = new RegExp("^ou_", "u");
const pattern29 = new RegExp("^u-", "u");
const pattern30 = new RegExp("^oc_", "u");

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-user-token-issued.schema.json" */;
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
if(data.user === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.openId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "openId"},message:"must have required property '"+"openId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.userAccessToken === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userAccessToken"},message:"must have required property '"+"userAccessToken"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.expire === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expire"},message:"must have required property '"+"expire"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.p2pChatId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "p2pChatId"},message:"must have required property '"+"p2pChatId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "user") || (key0 === "openId")) || (key0 === "userAccessToken")) || (key0 === "expire")) || (key0 === "p2pChatId"))){
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
if(data.user !== undefined){
if(typeof data.user !== "string"){
const err6 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.openId !== undefined){
let data1 = data.openId;
if(typeof data1 === "string"){
if(!pattern28.test(data1)){
const err7 = {instancePath:instancePath+"/openId",schemaPath:"#/properties/openId/pattern",keyword:"pattern",params:{pattern: "^ou_"},message:"must match pattern \""+"^ou_"+"\""};
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
const err8 = {instancePath:instancePath+"/openId",schemaPath:"#/properties/openId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.userAccessToken !== undefined){
let data2 = data.userAccessToken;
if(typeof data2 === "string"){
if(!pattern29.test(data2)){
const err9 = {instancePath:instancePath+"/userAccessToken",schemaPath:"#/properties/userAccessToken/pattern",keyword:"pattern",params:{pattern: "^u-"},message:"must match pattern \""+"^u-"+"\""};
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
const err10 = {instancePath:instancePath+"/userAccessToken",schemaPath:"#/properties/userAccessToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.expire !== undefined){
let data3 = data.expire;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/expire",schemaPath:"#/properties/expire/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/expire",schemaPath:"#/properties/expire/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.p2pChatId !== undefined){
let data4 = data.p2pChatId;
if(typeof data4 === "string"){
if(!pattern30.test(data4)){
const err13 = {instancePath:instancePath+"/p2pChatId",schemaPath:"#/properties/p2pChatId/pattern",keyword:"pattern",params:{pattern: "^oc_"},message:"must match pattern \""+"^oc_"+"\""};
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
const err14 = {instancePath:instancePath+"/p2pChatId",schemaPath:"#/properties/p2pChatId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleWebhook = validate43;
const schema57 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-webhook.schema.json","title":"Side channel: push events by webhook","description":"POST /__double/webhook: push events to this URL from now on. DELETE /__double/webhook goes back to the long connection.","type":"object","required":["url"],"properties":{"url":{"type":"string","pattern":"^https?://","description":"Where to push events; from now on events go here, not over the long connection."},"encryptKey":{"type":"string","minLength":1,"description":"Encrypt and sign pushes with this key."},"verify":{"type":"boolean","description":"Send url_verification first and answer whether the challenge came back."}},"additionalProperties":false};
const pattern31 = new RegExp("^https?://", "u");

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-webhook.schema.json" */;
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
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "url") || (key0 === "encryptKey")) || (key0 === "verify"))){
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
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(!pattern31.test(data0)){
const err2 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
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
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.encryptKey !== undefined){
let data1 = data.encryptKey;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/encryptKey",schemaPath:"#/properties/encryptKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/encryptKey",schemaPath:"#/properties/encryptKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.verify !== undefined){
if(typeof data.verify !== "boolean"){
const err6 = {instancePath:instancePath+"/verify",schemaPath:"#/properties/verify/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderDoubleWebhookState = validate44;
const schema58 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-webhook-state.schema.json","title":"Side channel: webhook state","description":"Answer to POST and DELETE /__double/webhook.","type":"object","required":["url","encrypted"],"properties":{"url":{"anyOf":[{"type":"string"},{"type":"null"}],"description":"null: events go over the long connection."},"encrypted":{"type":"boolean"},"verified":{"type":"boolean","description":"With verify: whether the challenge came back within 1 s."}},"additionalProperties":false};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/double-webhook-state.schema.json" */;
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
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.encrypted === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "encrypted"},message:"must have required property '"+"encrypted"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "url") || (key0 === "encrypted")) || (key0 === "verified"))){
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
if(data.url !== undefined){
let data0 = data.url;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data0 !== null){
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data.encrypted !== undefined){
if(typeof data.encrypted !== "boolean"){
const err6 = {instancePath:instancePath+"/encrypted",schemaPath:"#/properties/encrypted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.verified !== undefined){
if(typeof data.verified !== "boolean"){
const err7 = {instancePath:instancePath+"/verified",schemaPath:"#/properties/verified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderEmptyResponse = validate45;
const schema59 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/empty-response.schema.json","title":"Empty answer","description":"Nothing but success.","type":"object","required":["code","msg","data"],"properties":{"code":{"type":"number","const":0,"description":"Zero on success; any other value is a provider/error."},"msg":{"type":"string","description":"Lark sends \"success\" or \"ok\"."},"data":{"type":"object","properties":{}}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/empty-response.schema.json" */;
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
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(0 !== data0){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err5 = {instancePath:instancePath+"/msg",schemaPath:"#/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":{"code":true,"msg":true,"data":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderError = validate46;
const schema60 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/error.schema.json","title":"Lark error envelope","description":"Every refused Open API call: HTTP 400 for parameter, content and auth errors (HTTP 200 on the endpoint discovery and token calls), with a non-zero code. The SDK resolves HTTP 200 answers and throws on any other status.","type":"object","required":["code","msg"],"properties":{"code":{"type":"integer","not":{"const":0},"description":"Lark error code, e.g. 230001 bad parameter, 99991663 token invalid."},"msg":{"type":"string"},"error":{"type":"object","properties":{"log_id":{"type":"string"}},"description":"Diagnostics; log_id names the request in Lark support."}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/error.schema.json" */;
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
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs3 = errors;
const _errs4 = errors;
if(0 !== data0){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid1 = _errs4 === errors;
if(valid1){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/not",keyword:"not",params:{},message:"must NOT be valid"};
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
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err5 = {instancePath:instancePath+"/msg",schemaPath:"#/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data2 = data.error;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.log_id !== undefined){
if(typeof data2.log_id !== "string"){
const err6 = {instancePath:instancePath+"/error/log_id",schemaPath:"#/properties/error/properties/log_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"code":true,"msg":true,"error":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderEventEnvelope = validate47;
const schema61 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/event-envelope.schema.json","title":"Event envelope v2","description":"Every event Lark pushes, over the long connection or by webhook. The SDK EventDispatcher hands a handler `{schema, ...header, ...event}` and does not deduplicate.","type":"object","required":["schema","header","event"],"properties":{"schema":{"type":"string","const":"2.0"},"header":{"type":"object","required":["event_id","event_type","create_time","token","app_id","tenant_key"],"properties":{"event_id":{"type":"string","minLength":1,"description":"Unique per event; the same on a redelivery."},"event_type":{"type":"string","minLength":1},"create_time":{"type":"string","pattern":"^[0-9]{13}$","description":"Unix time in milliseconds, as a decimal string."},"token":{"type":"string","description":"The verification token of the app. The SDK does not check it."},"app_id":{"type":"string","pattern":"^cli_[0-9a-fA-F]{16}$","description":"App id; the SDK WSClient refuses any other shape."},"tenant_key":{"type":"string","minLength":1}}},"event":{"type":"object","properties":{}}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/event-envelope.schema.json" */;
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
if(data.schema === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema"},message:"must have required property '"+"schema"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.header === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "header"},message:"must have required property '"+"header"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.event === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.schema !== undefined){
let data0 = data.schema;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("2.0" !== data0){
const err4 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.header !== undefined){
let data1 = data.header;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.event_id === undefined){
const err5 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "event_id"},message:"must have required property '"+"event_id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.event_type === undefined){
const err6 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "event_type"},message:"must have required property '"+"event_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.create_time === undefined){
const err7 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "create_time"},message:"must have required property '"+"create_time"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.token === undefined){
const err8 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.app_id === undefined){
const err9 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "app_id"},message:"must have required property '"+"app_id"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.tenant_key === undefined){
const err10 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.event_id !== undefined){
let data2 = data1.event_id;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/header/event_id",schemaPath:"#/properties/header/properties/event_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/header/event_id",schemaPath:"#/properties/header/properties/event_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.event_type !== undefined){
let data3 = data1.event_type;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/header/event_type",schemaPath:"#/properties/header/properties/event_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/header/event_type",schemaPath:"#/properties/header/properties/event_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.create_time !== undefined){
let data4 = data1.create_time;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err15 = {instancePath:instancePath+"/header/create_time",schemaPath:"#/properties/header/properties/create_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
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
const err16 = {instancePath:instancePath+"/header/create_time",schemaPath:"#/properties/header/properties/create_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.token !== undefined){
if(typeof data1.token !== "string"){
const err17 = {instancePath:instancePath+"/header/token",schemaPath:"#/properties/header/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.app_id !== undefined){
let data6 = data1.app_id;
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err18 = {instancePath:instancePath+"/header/app_id",schemaPath:"#/properties/header/properties/app_id/pattern",keyword:"pattern",params:{pattern: "^cli_[0-9a-fA-F]{16}$"},message:"must match pattern \""+"^cli_[0-9a-fA-F]{16}$"+"\""};
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
const err19 = {instancePath:instancePath+"/header/app_id",schemaPath:"#/properties/header/properties/app_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.tenant_key !== undefined){
let data7 = data1.tenant_key;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err20 = {instancePath:instancePath+"/header/tenant_key",schemaPath:"#/properties/header/properties/tenant_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/header/tenant_key",schemaPath:"#/properties/header/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.event !== undefined){
let data8 = data.event;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err23 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":{"schema":true,"header":true,"event":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderImMessageReceiveV1 = validate48;
const schema62 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/im-message-receive-v1.schema.json","title":"im.message.receive_v1","description":"A user (or another bot) sent a message in a chat the bot is in, or to the bot directly.","type":"object","required":["schema","header","event"],"properties":{"schema":{"type":"string","const":"2.0"},"header":{"type":"object","required":["event_id","event_type","create_time","token","app_id","tenant_key"],"properties":{"event_id":{"type":"string","minLength":1,"description":"Unique per event; the same on a redelivery."},"event_type":{"type":"string","const":"im.message.receive_v1"},"create_time":{"type":"string","pattern":"^[0-9]{13}$","description":"Unix time in milliseconds, as a decimal string."},"token":{"type":"string","description":"The verification token of the app. The SDK does not check it."},"app_id":{"type":"string","pattern":"^cli_[0-9a-fA-F]{16}$","description":"App id; the SDK WSClient refuses any other shape."},"tenant_key":{"type":"string","minLength":1}}},"event":{"type":"object","required":["sender","message"],"properties":{"sender":{"type":"object","required":["sender_id","sender_type","tenant_key"],"properties":{"sender_id":{"$ref":"https://larkspur.dev/spec/provider/user-id.schema.json"},"sender_type":{"type":"string","description":"\"user\" for a person; \"app\" for a bot."},"tenant_key":{"type":"string"}}},"message":{"type":"object","required":["message_id","create_time","chat_id","chat_type","message_type","content"],"properties":{"message_id":{"type":"string","pattern":"^om_[0-9a-zA-Z_]+$","description":"Message id, `om_…`."},"root_id":{"type":"string","pattern":"^om_[0-9a-zA-Z_]+$","description":"Message id, `om_…`."},"parent_id":{"type":"string","pattern":"^om_[0-9a-zA-Z_]+$","description":"Message id, `om_…`."},"create_time":{"type":"string","pattern":"^[0-9]{13}$","description":"Unix time in milliseconds, as a decimal string."},"update_time":{"type":"string","pattern":"^[0-9]{13}$","description":"Unix time in milliseconds, as a decimal string."},"chat_id":{"type":"string","pattern":"^oc_[0-9a-zA-Z]+$","description":"Chat id, `oc_…`."},"thread_id":{"type":"string","pattern":"^omt_[0-9a-zA-Z]+$","description":"Topic thread id, `omt_…`."},"chat_type":{"anyOf":[{"type":"string","const":"p2p"},{"type":"string","const":"group"}]},"message_type":{"type":"string","description":"text, post, image, file, audio, media, sticker, interactive, …"},"content":{"type":"string","description":"JSON text, e.g. {\"text\":\"@_user_1 hi\"} or {\"image_key\":\"img_…\"}."},"mentions":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/provider/mention.schema.json"}}}}}}}};
const schema63 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/user-id.schema.json","title":"User id triple","description":"The three ids of one user. In events all three are present; the open_id is the stable key per app.","type":"object","required":["union_id","user_id","open_id"],"properties":{"union_id":{"type":"string","pattern":"^on_[0-9a-zA-Z]+$","description":"Per-developer user id, `on_…`."},"user_id":{"type":"string","description":"Tenant user id; empty for a bot."},"open_id":{"type":"string","pattern":"^ou_[0-9a-zA-Z]+$","description":"Per-app user id, `ou_…`."}}};
const pattern44 = new RegExp("^omt_[0-9a-zA-Z]+$", "u");
const schema64 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/mention.schema.json","title":"Mention in a received message","description":"A mention; the text carries its key where the name was typed.","type":"object","required":["key","id","name","tenant_key"],"properties":{"key":{"type":"string","pattern":"^@_user_[0-9]+$","description":"The placeholder in the text, e.g. @_user_1."},"id":{"$ref":"https://larkspur.dev/spec/provider/user-id.schema.json"},"name":{"type":"string"},"tenant_key":{"type":"string"}}};
const pattern45 = new RegExp("^@_user_[0-9]+$", "u");

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/mention.schema.json" */;
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
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.tenant_key === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.key !== undefined){
let data0 = data.key;
if(typeof data0 === "string"){
if(!pattern45.test(data0)){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/pattern",keyword:"pattern",params:{pattern: "^@_user_[0-9]+$"},message:"must match pattern \""+"^@_user_[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data1 = data.id;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.union_id === undefined){
const err6 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/required",keyword:"required",params:{missingProperty: "union_id"},message:"must have required property '"+"union_id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.user_id === undefined){
const err7 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/required",keyword:"required",params:{missingProperty: "user_id"},message:"must have required property '"+"user_id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.open_id === undefined){
const err8 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/required",keyword:"required",params:{missingProperty: "open_id"},message:"must have required property '"+"open_id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.union_id !== undefined){
let data2 = data1.union_id;
if(typeof data2 === "string"){
if(!pattern8.test(data2)){
const err9 = {instancePath:instancePath+"/id/union_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/properties/union_id/pattern",keyword:"pattern",params:{pattern: "^on_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^on_[0-9a-zA-Z]+$"+"\""};
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
const err10 = {instancePath:instancePath+"/id/union_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/properties/union_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.user_id !== undefined){
if(typeof data1.user_id !== "string"){
const err11 = {instancePath:instancePath+"/id/user_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.open_id !== undefined){
let data4 = data1.open_id;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err12 = {instancePath:instancePath+"/id/open_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/properties/open_id/pattern",keyword:"pattern",params:{pattern: "^ou_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^ou_[0-9a-zA-Z]+$"+"\""};
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
const err13 = {instancePath:instancePath+"/id/open_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/properties/open_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err15 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.tenant_key !== undefined){
if(typeof data.tenant_key !== "string"){
const err16 = {instancePath:instancePath+"/tenant_key",schemaPath:"#/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"key":true,"id":true,"name":true,"tenant_key":true},"dynamicProps":false,"dynamicItems":false};


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/im-message-receive-v1.schema.json" */;
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
if(data.schema === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema"},message:"must have required property '"+"schema"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.header === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "header"},message:"must have required property '"+"header"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.event === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.schema !== undefined){
let data0 = data.schema;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("2.0" !== data0){
const err4 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.header !== undefined){
let data1 = data.header;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.event_id === undefined){
const err5 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "event_id"},message:"must have required property '"+"event_id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.event_type === undefined){
const err6 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "event_type"},message:"must have required property '"+"event_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.create_time === undefined){
const err7 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "create_time"},message:"must have required property '"+"create_time"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.token === undefined){
const err8 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.app_id === undefined){
const err9 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "app_id"},message:"must have required property '"+"app_id"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.tenant_key === undefined){
const err10 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.event_id !== undefined){
let data2 = data1.event_id;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/header/event_id",schemaPath:"#/properties/header/properties/event_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/header/event_id",schemaPath:"#/properties/header/properties/event_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.event_type !== undefined){
let data3 = data1.event_type;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/header/event_type",schemaPath:"#/properties/header/properties/event_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("im.message.receive_v1" !== data3){
const err14 = {instancePath:instancePath+"/header/event_type",schemaPath:"#/properties/header/properties/event_type/const",keyword:"const",params:{allowedValue: "im.message.receive_v1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.create_time !== undefined){
let data4 = data1.create_time;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err15 = {instancePath:instancePath+"/header/create_time",schemaPath:"#/properties/header/properties/create_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
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
const err16 = {instancePath:instancePath+"/header/create_time",schemaPath:"#/properties/header/properties/create_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.token !== undefined){
if(typeof data1.token !== "string"){
const err17 = {instancePath:instancePath+"/header/token",schemaPath:"#/properties/header/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.app_id !== undefined){
let data6 = data1.app_id;
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err18 = {instancePath:instancePath+"/header/app_id",schemaPath:"#/properties/header/properties/app_id/pattern",keyword:"pattern",params:{pattern: "^cli_[0-9a-fA-F]{16}$"},message:"must match pattern \""+"^cli_[0-9a-fA-F]{16}$"+"\""};
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
const err19 = {instancePath:instancePath+"/header/app_id",schemaPath:"#/properties/header/properties/app_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.tenant_key !== undefined){
let data7 = data1.tenant_key;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err20 = {instancePath:instancePath+"/header/tenant_key",schemaPath:"#/properties/header/properties/tenant_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/header/tenant_key",schemaPath:"#/properties/header/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.event !== undefined){
let data8 = data.event;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.sender === undefined){
const err23 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: "sender"},message:"must have required property '"+"sender"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.message === undefined){
const err24 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8.sender !== undefined){
let data9 = data8.sender;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.sender_id === undefined){
const err25 = {instancePath:instancePath+"/event/sender",schemaPath:"#/properties/event/properties/sender/required",keyword:"required",params:{missingProperty: "sender_id"},message:"must have required property '"+"sender_id"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9.sender_type === undefined){
const err26 = {instancePath:instancePath+"/event/sender",schemaPath:"#/properties/event/properties/sender/required",keyword:"required",params:{missingProperty: "sender_type"},message:"must have required property '"+"sender_type"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.tenant_key === undefined){
const err27 = {instancePath:instancePath+"/event/sender",schemaPath:"#/properties/event/properties/sender/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9.sender_id !== undefined){
let data10 = data9.sender_id;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.union_id === undefined){
const err28 = {instancePath:instancePath+"/event/sender/sender_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/required",keyword:"required",params:{missingProperty: "union_id"},message:"must have required property '"+"union_id"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10.user_id === undefined){
const err29 = {instancePath:instancePath+"/event/sender/sender_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/required",keyword:"required",params:{missingProperty: "user_id"},message:"must have required property '"+"user_id"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10.open_id === undefined){
const err30 = {instancePath:instancePath+"/event/sender/sender_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/required",keyword:"required",params:{missingProperty: "open_id"},message:"must have required property '"+"open_id"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10.union_id !== undefined){
let data11 = data10.union_id;
if(typeof data11 === "string"){
if(!pattern8.test(data11)){
const err31 = {instancePath:instancePath+"/event/sender/sender_id/union_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/properties/union_id/pattern",keyword:"pattern",params:{pattern: "^on_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^on_[0-9a-zA-Z]+$"+"\""};
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
const err32 = {instancePath:instancePath+"/event/sender/sender_id/union_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/properties/union_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.user_id !== undefined){
if(typeof data10.user_id !== "string"){
const err33 = {instancePath:instancePath+"/event/sender/sender_id/user_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data10.open_id !== undefined){
let data13 = data10.open_id;
if(typeof data13 === "string"){
if(!pattern4.test(data13)){
const err34 = {instancePath:instancePath+"/event/sender/sender_id/open_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/properties/open_id/pattern",keyword:"pattern",params:{pattern: "^ou_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^ou_[0-9a-zA-Z]+$"+"\""};
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
const err35 = {instancePath:instancePath+"/event/sender/sender_id/open_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/properties/open_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err36 = {instancePath:instancePath+"/event/sender/sender_id",schemaPath:"https://larkspur.dev/spec/provider/user-id.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data9.sender_type !== undefined){
if(typeof data9.sender_type !== "string"){
const err37 = {instancePath:instancePath+"/event/sender/sender_type",schemaPath:"#/properties/event/properties/sender/properties/sender_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data9.tenant_key !== undefined){
if(typeof data9.tenant_key !== "string"){
const err38 = {instancePath:instancePath+"/event/sender/tenant_key",schemaPath:"#/properties/event/properties/sender/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err39 = {instancePath:instancePath+"/event/sender",schemaPath:"#/properties/event/properties/sender/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data8.message !== undefined){
let data16 = data8.message;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.message_id === undefined){
const err40 = {instancePath:instancePath+"/event/message",schemaPath:"#/properties/event/properties/message/required",keyword:"required",params:{missingProperty: "message_id"},message:"must have required property '"+"message_id"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data16.create_time === undefined){
const err41 = {instancePath:instancePath+"/event/message",schemaPath:"#/properties/event/properties/message/required",keyword:"required",params:{missingProperty: "create_time"},message:"must have required property '"+"create_time"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data16.chat_id === undefined){
const err42 = {instancePath:instancePath+"/event/message",schemaPath:"#/properties/event/properties/message/required",keyword:"required",params:{missingProperty: "chat_id"},message:"must have required property '"+"chat_id"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data16.chat_type === undefined){
const err43 = {instancePath:instancePath+"/event/message",schemaPath:"#/properties/event/properties/message/required",keyword:"required",params:{missingProperty: "chat_type"},message:"must have required property '"+"chat_type"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data16.message_type === undefined){
const err44 = {instancePath:instancePath+"/event/message",schemaPath:"#/properties/event/properties/message/required",keyword:"required",params:{missingProperty: "message_type"},message:"must have required property '"+"message_type"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data16.content === undefined){
const err45 = {instancePath:instancePath+"/event/message",schemaPath:"#/properties/event/properties/message/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data16.message_id !== undefined){
let data17 = data16.message_id;
if(typeof data17 === "string"){
if(!pattern10.test(data17)){
const err46 = {instancePath:instancePath+"/event/message/message_id",schemaPath:"#/properties/event/properties/message/properties/message_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err47 = {instancePath:instancePath+"/event/message/message_id",schemaPath:"#/properties/event/properties/message/properties/message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data16.root_id !== undefined){
let data18 = data16.root_id;
if(typeof data18 === "string"){
if(!pattern10.test(data18)){
const err48 = {instancePath:instancePath+"/event/message/root_id",schemaPath:"#/properties/event/properties/message/properties/root_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/event/message/root_id",schemaPath:"#/properties/event/properties/message/properties/root_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data16.parent_id !== undefined){
let data19 = data16.parent_id;
if(typeof data19 === "string"){
if(!pattern10.test(data19)){
const err50 = {instancePath:instancePath+"/event/message/parent_id",schemaPath:"#/properties/event/properties/message/properties/parent_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/event/message/parent_id",schemaPath:"#/properties/event/properties/message/properties/parent_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data16.create_time !== undefined){
let data20 = data16.create_time;
if(typeof data20 === "string"){
if(!pattern5.test(data20)){
const err52 = {instancePath:instancePath+"/event/message/create_time",schemaPath:"#/properties/event/properties/message/properties/create_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/event/message/create_time",schemaPath:"#/properties/event/properties/message/properties/create_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data16.update_time !== undefined){
let data21 = data16.update_time;
if(typeof data21 === "string"){
if(!pattern5.test(data21)){
const err54 = {instancePath:instancePath+"/event/message/update_time",schemaPath:"#/properties/event/properties/message/properties/update_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/event/message/update_time",schemaPath:"#/properties/event/properties/message/properties/update_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data16.chat_id !== undefined){
let data22 = data16.chat_id;
if(typeof data22 === "string"){
if(!pattern11.test(data22)){
const err56 = {instancePath:instancePath+"/event/message/chat_id",schemaPath:"#/properties/event/properties/message/properties/chat_id/pattern",keyword:"pattern",params:{pattern: "^oc_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^oc_[0-9a-zA-Z]+$"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/event/message/chat_id",schemaPath:"#/properties/event/properties/message/properties/chat_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data16.thread_id !== undefined){
let data23 = data16.thread_id;
if(typeof data23 === "string"){
if(!pattern44.test(data23)){
const err58 = {instancePath:instancePath+"/event/message/thread_id",schemaPath:"#/properties/event/properties/message/properties/thread_id/pattern",keyword:"pattern",params:{pattern: "^omt_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^omt_[0-9a-zA-Z]+$"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/event/message/thread_id",schemaPath:"#/properties/event/properties/message/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data16.chat_type !== undefined){
let data24 = data16.chat_type;
const _errs51 = errors;
let valid7 = false;
const _errs52 = errors;
if(typeof data24 !== "string"){
const err60 = {instancePath:instancePath+"/event/message/chat_type",schemaPath:"#/properties/event/properties/message/properties/chat_type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if("p2p" !== data24){
const err61 = {instancePath:instancePath+"/event/message/chat_type",schemaPath:"#/properties/event/properties/message/properties/chat_type/anyOf/0/const",keyword:"const",params:{allowedValue: "p2p"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid0 = _errs52 === errors;
valid7 = valid7 || _valid0;
const _errs54 = errors;
if(typeof data24 !== "string"){
const err62 = {instancePath:instancePath+"/event/message/chat_type",schemaPath:"#/properties/event/properties/message/properties/chat_type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if("group" !== data24){
const err63 = {instancePath:instancePath+"/event/message/chat_type",schemaPath:"#/properties/event/properties/message/properties/chat_type/anyOf/1/const",keyword:"const",params:{allowedValue: "group"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid0 = _errs54 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const err64 = {instancePath:instancePath+"/event/message/chat_type",schemaPath:"#/properties/event/properties/message/properties/chat_type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs51;
if(vErrors !== null){
if(_errs51){
vErrors.length = _errs51;
}
else {
vErrors = null;
}
}
}
}
if(data16.message_type !== undefined){
if(typeof data16.message_type !== "string"){
const err65 = {instancePath:instancePath+"/event/message/message_type",schemaPath:"#/properties/event/properties/message/properties/message_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data16.content !== undefined){
if(typeof data16.content !== "string"){
const err66 = {instancePath:instancePath+"/event/message/content",schemaPath:"#/properties/event/properties/message/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data16.mentions !== undefined){
let data27 = data16.mentions;
if(Array.isArray(data27)){
const len0 = data27.length;
for(let i0=0; i0<len0; i0++){
if(!(validate49(data27[i0], {instancePath:instancePath+"/event/message/mentions/" + i0,parentData:data27,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err67 = {instancePath:instancePath+"/event/message/mentions",schemaPath:"#/properties/event/properties/message/properties/mentions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err68 = {instancePath:instancePath+"/event/message",schemaPath:"#/properties/event/properties/message/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err69 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":{"schema":true,"header":true,"event":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderMention = validate49;

export const validateProviderMessage = validate51;
const schema66 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/message.schema.json","title":"Message","description":"A message as the IM API returns it from create, reply, update and get.","type":"object","required":["message_id","msg_type","create_time","update_time","deleted","updated","chat_id","sender","body"],"properties":{"message_id":{"type":"string","pattern":"^om_[0-9a-zA-Z_]+$","description":"Message id, `om_…`."},"root_id":{"type":"string","pattern":"^om_[0-9a-zA-Z_]+$","description":"Message id, `om_…`."},"parent_id":{"type":"string","pattern":"^om_[0-9a-zA-Z_]+$","description":"Message id, `om_…`."},"thread_id":{"type":"string","pattern":"^omt_[0-9a-zA-Z]+$","description":"Topic thread id, `omt_…`."},"msg_type":{"type":"string"},"create_time":{"type":"string","pattern":"^[0-9]{13}$","description":"Unix time in milliseconds, as a decimal string."},"update_time":{"type":"string","pattern":"^[0-9]{13}$","description":"Unix time in milliseconds, as a decimal string."},"deleted":{"type":"boolean","description":"Recalled or deleted."},"updated":{"type":"boolean","description":"Edited at least once."},"chat_id":{"type":"string","pattern":"^oc_[0-9a-zA-Z]+$","description":"Chat id, `oc_…`."},"sender":{"type":"object","required":["id","id_type","sender_type","tenant_key"],"properties":{"id":{"type":"string","description":"The app id for a bot, the open_id for a user."},"id_type":{"type":"string","description":"\"app_id\" or \"open_id\"."},"sender_type":{"type":"string","description":"\"app\" or \"user\"."},"tenant_key":{"type":"string"}}},"body":{"type":"object","required":["content"],"properties":{"content":{"type":"string","description":"The current content, JSON text: what the user sees now."}}},"mentions":{"type":"array","items":{"type":"object","required":["key","id","id_type","name","tenant_key"],"properties":{"key":{"type":"string"},"id":{"type":"string"},"id_type":{"type":"string"},"name":{"type":"string"},"tenant_key":{"type":"string"}}}},"upper_message_id":{"type":"string","pattern":"^om_[0-9a-zA-Z_]+$","description":"Message id, `om_…`."}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/message.schema.json" */;
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
if(data.message_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message_id"},message:"must have required property '"+"message_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg_type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg_type"},message:"must have required property '"+"msg_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.create_time === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "create_time"},message:"must have required property '"+"create_time"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.update_time === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "update_time"},message:"must have required property '"+"update_time"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.deleted === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.updated === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updated"},message:"must have required property '"+"updated"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.chat_id === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chat_id"},message:"must have required property '"+"chat_id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.sender === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sender"},message:"must have required property '"+"sender"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.body === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.message_id !== undefined){
let data0 = data.message_id;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err9 = {instancePath:instancePath+"/message_id",schemaPath:"#/properties/message_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err10 = {instancePath:instancePath+"/message_id",schemaPath:"#/properties/message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.root_id !== undefined){
let data1 = data.root_id;
if(typeof data1 === "string"){
if(!pattern10.test(data1)){
const err11 = {instancePath:instancePath+"/root_id",schemaPath:"#/properties/root_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err12 = {instancePath:instancePath+"/root_id",schemaPath:"#/properties/root_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.parent_id !== undefined){
let data2 = data.parent_id;
if(typeof data2 === "string"){
if(!pattern10.test(data2)){
const err13 = {instancePath:instancePath+"/parent_id",schemaPath:"#/properties/parent_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err14 = {instancePath:instancePath+"/parent_id",schemaPath:"#/properties/parent_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.thread_id !== undefined){
let data3 = data.thread_id;
if(typeof data3 === "string"){
if(!pattern44.test(data3)){
const err15 = {instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/pattern",keyword:"pattern",params:{pattern: "^omt_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^omt_[0-9a-zA-Z]+$"+"\""};
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
const err16 = {instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.msg_type !== undefined){
if(typeof data.msg_type !== "string"){
const err17 = {instancePath:instancePath+"/msg_type",schemaPath:"#/properties/msg_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.create_time !== undefined){
let data5 = data.create_time;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err18 = {instancePath:instancePath+"/create_time",schemaPath:"#/properties/create_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
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
const err19 = {instancePath:instancePath+"/create_time",schemaPath:"#/properties/create_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.update_time !== undefined){
let data6 = data.update_time;
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err20 = {instancePath:instancePath+"/update_time",schemaPath:"#/properties/update_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
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
const err21 = {instancePath:instancePath+"/update_time",schemaPath:"#/properties/update_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.deleted !== undefined){
if(typeof data.deleted !== "boolean"){
const err22 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.updated !== undefined){
if(typeof data.updated !== "boolean"){
const err23 = {instancePath:instancePath+"/updated",schemaPath:"#/properties/updated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.chat_id !== undefined){
let data9 = data.chat_id;
if(typeof data9 === "string"){
if(!pattern11.test(data9)){
const err24 = {instancePath:instancePath+"/chat_id",schemaPath:"#/properties/chat_id/pattern",keyword:"pattern",params:{pattern: "^oc_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^oc_[0-9a-zA-Z]+$"+"\""};
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
const err25 = {instancePath:instancePath+"/chat_id",schemaPath:"#/properties/chat_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.sender !== undefined){
let data10 = data.sender;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.id === undefined){
const err26 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data10.id_type === undefined){
const err27 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/required",keyword:"required",params:{missingProperty: "id_type"},message:"must have required property '"+"id_type"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data10.sender_type === undefined){
const err28 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/required",keyword:"required",params:{missingProperty: "sender_type"},message:"must have required property '"+"sender_type"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10.tenant_key === undefined){
const err29 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10.id !== undefined){
if(typeof data10.id !== "string"){
const err30 = {instancePath:instancePath+"/sender/id",schemaPath:"#/properties/sender/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data10.id_type !== undefined){
if(typeof data10.id_type !== "string"){
const err31 = {instancePath:instancePath+"/sender/id_type",schemaPath:"#/properties/sender/properties/id_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data10.sender_type !== undefined){
if(typeof data10.sender_type !== "string"){
const err32 = {instancePath:instancePath+"/sender/sender_type",schemaPath:"#/properties/sender/properties/sender_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.tenant_key !== undefined){
if(typeof data10.tenant_key !== "string"){
const err33 = {instancePath:instancePath+"/sender/tenant_key",schemaPath:"#/properties/sender/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err34 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.body !== undefined){
let data15 = data.body;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.content === undefined){
const err35 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data15.content !== undefined){
if(typeof data15.content !== "string"){
const err36 = {instancePath:instancePath+"/body/content",schemaPath:"#/properties/body/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err37 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.mentions !== undefined){
let data17 = data.mentions;
if(Array.isArray(data17)){
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
let data18 = data17[i0];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.key === undefined){
const err38 = {instancePath:instancePath+"/mentions/" + i0,schemaPath:"#/properties/mentions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data18.id === undefined){
const err39 = {instancePath:instancePath+"/mentions/" + i0,schemaPath:"#/properties/mentions/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data18.id_type === undefined){
const err40 = {instancePath:instancePath+"/mentions/" + i0,schemaPath:"#/properties/mentions/items/required",keyword:"required",params:{missingProperty: "id_type"},message:"must have required property '"+"id_type"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data18.name === undefined){
const err41 = {instancePath:instancePath+"/mentions/" + i0,schemaPath:"#/properties/mentions/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data18.tenant_key === undefined){
const err42 = {instancePath:instancePath+"/mentions/" + i0,schemaPath:"#/properties/mentions/items/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data18.key !== undefined){
if(typeof data18.key !== "string"){
const err43 = {instancePath:instancePath+"/mentions/" + i0+"/key",schemaPath:"#/properties/mentions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data18.id !== undefined){
if(typeof data18.id !== "string"){
const err44 = {instancePath:instancePath+"/mentions/" + i0+"/id",schemaPath:"#/properties/mentions/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data18.id_type !== undefined){
if(typeof data18.id_type !== "string"){
const err45 = {instancePath:instancePath+"/mentions/" + i0+"/id_type",schemaPath:"#/properties/mentions/items/properties/id_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data18.name !== undefined){
if(typeof data18.name !== "string"){
const err46 = {instancePath:instancePath+"/mentions/" + i0+"/name",schemaPath:"#/properties/mentions/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data18.tenant_key !== undefined){
if(typeof data18.tenant_key !== "string"){
const err47 = {instancePath:instancePath+"/mentions/" + i0+"/tenant_key",schemaPath:"#/properties/mentions/items/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err48 = {instancePath:instancePath+"/mentions/" + i0,schemaPath:"#/properties/mentions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err49 = {instancePath:instancePath+"/mentions",schemaPath:"#/properties/mentions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.upper_message_id !== undefined){
let data24 = data.upper_message_id;
if(typeof data24 === "string"){
if(!pattern10.test(data24)){
const err50 = {instancePath:instancePath+"/upper_message_id",schemaPath:"#/properties/upper_message_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/upper_message_id",schemaPath:"#/properties/upper_message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":{"message_id":true,"root_id":true,"parent_id":true,"thread_id":true,"msg_type":true,"create_time":true,"update_time":true,"deleted":true,"updated":true,"chat_id":true,"sender":true,"body":true,"mentions":true,"upper_message_id":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderMessageCreateRequest = validate52;
const schema67 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/message-create-request.schema.json","title":"Create message request","description":"POST /open-apis/im/v1/messages?receive_id_type=open_id|user_id|union_id|email|chat_id.","type":"object","required":["receive_id","msg_type","content"],"properties":{"receive_id":{"type":"string","minLength":1,"description":"An id of the kind the receive_id_type query parameter names."},"msg_type":{"type":"string","minLength":1},"content":{"type":"string","minLength":1,"description":"JSON text, e.g. {\"text\":\"hi\"}. Text ≤ 150 KB, card and post ≤ 30 KB, else code 230025."},"uuid":{"type":"string","maxLength":50,"description":"Idempotency key: at most one message per uuid within an hour; a repeat answers with the original message and creates nothing."}}};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/message-create-request.schema.json" */;
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
if(data.receive_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receive_id"},message:"must have required property '"+"receive_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg_type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg_type"},message:"must have required property '"+"msg_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.receive_id !== undefined){
let data0 = data.receive_id;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/receive_id",schemaPath:"#/properties/receive_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/receive_id",schemaPath:"#/properties/receive_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.msg_type !== undefined){
let data1 = data.msg_type;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/msg_type",schemaPath:"#/properties/msg_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/msg_type",schemaPath:"#/properties/msg_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.content !== undefined){
let data2 = data.content;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.uuid !== undefined){
let data3 = data.uuid;
if(typeof data3 === "string"){
if(func1(data3) > 50){
const err9 = {instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
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
const err10 = {instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"receive_id":true,"msg_type":true,"content":true,"uuid":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderMessageGetResponse = validate53;
const schema68 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/message-get-response.schema.json","title":"Get message answer","description":"The message, first in items.","type":"object","required":["code","msg","data"],"properties":{"code":{"type":"number","const":0,"description":"Zero on success; any other value is a provider/error."},"msg":{"type":"string","description":"Lark sends \"success\" or \"ok\"."},"data":{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/provider/message.schema.json"},"minItems":1}}}}};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/message-get-response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(0 !== data0){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err5 = {instancePath:instancePath+"/msg",schemaPath:"#/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.items === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.items !== undefined){
let data3 = data2.items;
if(Array.isArray(data3)){
if(data3.length < 1){
const err7 = {instancePath:instancePath+"/data/items",schemaPath:"#/properties/data/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.message_id === undefined){
const err8 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "message_id"},message:"must have required property '"+"message_id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.msg_type === undefined){
const err9 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "msg_type"},message:"must have required property '"+"msg_type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.create_time === undefined){
const err10 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "create_time"},message:"must have required property '"+"create_time"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.update_time === undefined){
const err11 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "update_time"},message:"must have required property '"+"update_time"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.deleted === undefined){
const err12 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.updated === undefined){
const err13 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "updated"},message:"must have required property '"+"updated"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.chat_id === undefined){
const err14 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "chat_id"},message:"must have required property '"+"chat_id"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.sender === undefined){
const err15 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "sender"},message:"must have required property '"+"sender"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.body === undefined){
const err16 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.message_id !== undefined){
let data5 = data4.message_id;
if(typeof data5 === "string"){
if(!pattern10.test(data5)){
const err17 = {instancePath:instancePath+"/data/items/" + i0+"/message_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/message_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err18 = {instancePath:instancePath+"/data/items/" + i0+"/message_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.root_id !== undefined){
let data6 = data4.root_id;
if(typeof data6 === "string"){
if(!pattern10.test(data6)){
const err19 = {instancePath:instancePath+"/data/items/" + i0+"/root_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/root_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err20 = {instancePath:instancePath+"/data/items/" + i0+"/root_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/root_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.parent_id !== undefined){
let data7 = data4.parent_id;
if(typeof data7 === "string"){
if(!pattern10.test(data7)){
const err21 = {instancePath:instancePath+"/data/items/" + i0+"/parent_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/parent_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err22 = {instancePath:instancePath+"/data/items/" + i0+"/parent_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/parent_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.thread_id !== undefined){
let data8 = data4.thread_id;
if(typeof data8 === "string"){
if(!pattern44.test(data8)){
const err23 = {instancePath:instancePath+"/data/items/" + i0+"/thread_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/thread_id/pattern",keyword:"pattern",params:{pattern: "^omt_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^omt_[0-9a-zA-Z]+$"+"\""};
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
const err24 = {instancePath:instancePath+"/data/items/" + i0+"/thread_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data4.msg_type !== undefined){
if(typeof data4.msg_type !== "string"){
const err25 = {instancePath:instancePath+"/data/items/" + i0+"/msg_type",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/msg_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data4.create_time !== undefined){
let data10 = data4.create_time;
if(typeof data10 === "string"){
if(!pattern5.test(data10)){
const err26 = {instancePath:instancePath+"/data/items/" + i0+"/create_time",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/create_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
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
const err27 = {instancePath:instancePath+"/data/items/" + i0+"/create_time",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/create_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data4.update_time !== undefined){
let data11 = data4.update_time;
if(typeof data11 === "string"){
if(!pattern5.test(data11)){
const err28 = {instancePath:instancePath+"/data/items/" + i0+"/update_time",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/update_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
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
const err29 = {instancePath:instancePath+"/data/items/" + i0+"/update_time",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/update_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data4.deleted !== undefined){
if(typeof data4.deleted !== "boolean"){
const err30 = {instancePath:instancePath+"/data/items/" + i0+"/deleted",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data4.updated !== undefined){
if(typeof data4.updated !== "boolean"){
const err31 = {instancePath:instancePath+"/data/items/" + i0+"/updated",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/updated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data4.chat_id !== undefined){
let data14 = data4.chat_id;
if(typeof data14 === "string"){
if(!pattern11.test(data14)){
const err32 = {instancePath:instancePath+"/data/items/" + i0+"/chat_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/chat_id/pattern",keyword:"pattern",params:{pattern: "^oc_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^oc_[0-9a-zA-Z]+$"+"\""};
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
const err33 = {instancePath:instancePath+"/data/items/" + i0+"/chat_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/chat_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data4.sender !== undefined){
let data15 = data4.sender;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.id === undefined){
const err34 = {instancePath:instancePath+"/data/items/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data15.id_type === undefined){
const err35 = {instancePath:instancePath+"/data/items/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "id_type"},message:"must have required property '"+"id_type"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data15.sender_type === undefined){
const err36 = {instancePath:instancePath+"/data/items/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "sender_type"},message:"must have required property '"+"sender_type"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data15.tenant_key === undefined){
const err37 = {instancePath:instancePath+"/data/items/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data15.id !== undefined){
if(typeof data15.id !== "string"){
const err38 = {instancePath:instancePath+"/data/items/" + i0+"/sender/id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data15.id_type !== undefined){
if(typeof data15.id_type !== "string"){
const err39 = {instancePath:instancePath+"/data/items/" + i0+"/sender/id_type",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/properties/id_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data15.sender_type !== undefined){
if(typeof data15.sender_type !== "string"){
const err40 = {instancePath:instancePath+"/data/items/" + i0+"/sender/sender_type",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/properties/sender_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data15.tenant_key !== undefined){
if(typeof data15.tenant_key !== "string"){
const err41 = {instancePath:instancePath+"/data/items/" + i0+"/sender/tenant_key",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err42 = {instancePath:instancePath+"/data/items/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data4.body !== undefined){
let data20 = data4.body;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.content === undefined){
const err43 = {instancePath:instancePath+"/data/items/" + i0+"/body",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/body/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data20.content !== undefined){
if(typeof data20.content !== "string"){
const err44 = {instancePath:instancePath+"/data/items/" + i0+"/body/content",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/body/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err45 = {instancePath:instancePath+"/data/items/" + i0+"/body",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/body/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data4.mentions !== undefined){
let data22 = data4.mentions;
if(Array.isArray(data22)){
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
let data23 = data22[i1];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.key === undefined){
const err46 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data23.id === undefined){
const err47 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data23.id_type === undefined){
const err48 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "id_type"},message:"must have required property '"+"id_type"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data23.name === undefined){
const err49 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data23.tenant_key === undefined){
const err50 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data23.key !== undefined){
if(typeof data23.key !== "string"){
const err51 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1+"/key",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data23.id !== undefined){
if(typeof data23.id !== "string"){
const err52 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1+"/id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data23.id_type !== undefined){
if(typeof data23.id_type !== "string"){
const err53 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1+"/id_type",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/id_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data23.name !== undefined){
if(typeof data23.name !== "string"){
const err54 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1+"/name",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data23.tenant_key !== undefined){
if(typeof data23.tenant_key !== "string"){
const err55 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1+"/tenant_key",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err57 = {instancePath:instancePath+"/data/items/" + i0+"/mentions",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data4.upper_message_id !== undefined){
let data29 = data4.upper_message_id;
if(typeof data29 === "string"){
if(!pattern10.test(data29)){
const err58 = {instancePath:instancePath+"/data/items/" + i0+"/upper_message_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/upper_message_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/data/items/" + i0+"/upper_message_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/upper_message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err60 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err61 = {instancePath:instancePath+"/data/items",schemaPath:"#/properties/data/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err62 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err63 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":{"code":true,"msg":true,"data":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderMessageListResponse = validate54;
const schema70 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/message-list-response.schema.json","title":"List messages answer","description":"One page of the chat history, in the order sort_type asked for.","type":"object","required":["code","msg","data"],"properties":{"code":{"type":"number","const":0,"description":"Zero on success; any other value is a provider/error."},"msg":{"type":"string","description":"Lark sends \"success\" or \"ok\"."},"data":{"type":"object","required":["has_more","items"],"properties":{"has_more":{"type":"boolean","description":"More messages follow on the next page."},"page_token":{"type":"string","description":"Pass as page_token for the next page; present when has_more."},"items":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/provider/message.schema.json"}}}}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/message-list-response.schema.json" */;
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
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(0 !== data0){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err5 = {instancePath:instancePath+"/msg",schemaPath:"#/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.has_more === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "has_more"},message:"must have required property '"+"has_more"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.items === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.has_more !== undefined){
if(typeof data2.has_more !== "boolean"){
const err8 = {instancePath:instancePath+"/data/has_more",schemaPath:"#/properties/data/properties/has_more/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.page_token !== undefined){
if(typeof data2.page_token !== "string"){
const err9 = {instancePath:instancePath+"/data/page_token",schemaPath:"#/properties/data/properties/page_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.items !== undefined){
let data5 = data2.items;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.message_id === undefined){
const err10 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "message_id"},message:"must have required property '"+"message_id"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data6.msg_type === undefined){
const err11 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "msg_type"},message:"must have required property '"+"msg_type"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6.create_time === undefined){
const err12 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "create_time"},message:"must have required property '"+"create_time"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6.update_time === undefined){
const err13 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "update_time"},message:"must have required property '"+"update_time"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.deleted === undefined){
const err14 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.updated === undefined){
const err15 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "updated"},message:"must have required property '"+"updated"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.chat_id === undefined){
const err16 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "chat_id"},message:"must have required property '"+"chat_id"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.sender === undefined){
const err17 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "sender"},message:"must have required property '"+"sender"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.body === undefined){
const err18 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.message_id !== undefined){
let data7 = data6.message_id;
if(typeof data7 === "string"){
if(!pattern10.test(data7)){
const err19 = {instancePath:instancePath+"/data/items/" + i0+"/message_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/message_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err20 = {instancePath:instancePath+"/data/items/" + i0+"/message_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.root_id !== undefined){
let data8 = data6.root_id;
if(typeof data8 === "string"){
if(!pattern10.test(data8)){
const err21 = {instancePath:instancePath+"/data/items/" + i0+"/root_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/root_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err22 = {instancePath:instancePath+"/data/items/" + i0+"/root_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/root_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.parent_id !== undefined){
let data9 = data6.parent_id;
if(typeof data9 === "string"){
if(!pattern10.test(data9)){
const err23 = {instancePath:instancePath+"/data/items/" + i0+"/parent_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/parent_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err24 = {instancePath:instancePath+"/data/items/" + i0+"/parent_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/parent_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.thread_id !== undefined){
let data10 = data6.thread_id;
if(typeof data10 === "string"){
if(!pattern44.test(data10)){
const err25 = {instancePath:instancePath+"/data/items/" + i0+"/thread_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/thread_id/pattern",keyword:"pattern",params:{pattern: "^omt_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^omt_[0-9a-zA-Z]+$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/data/items/" + i0+"/thread_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data6.msg_type !== undefined){
if(typeof data6.msg_type !== "string"){
const err27 = {instancePath:instancePath+"/data/items/" + i0+"/msg_type",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/msg_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6.create_time !== undefined){
let data12 = data6.create_time;
if(typeof data12 === "string"){
if(!pattern5.test(data12)){
const err28 = {instancePath:instancePath+"/data/items/" + i0+"/create_time",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/create_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
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
const err29 = {instancePath:instancePath+"/data/items/" + i0+"/create_time",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/create_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data6.update_time !== undefined){
let data13 = data6.update_time;
if(typeof data13 === "string"){
if(!pattern5.test(data13)){
const err30 = {instancePath:instancePath+"/data/items/" + i0+"/update_time",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/update_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
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
const err31 = {instancePath:instancePath+"/data/items/" + i0+"/update_time",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/update_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data6.deleted !== undefined){
if(typeof data6.deleted !== "boolean"){
const err32 = {instancePath:instancePath+"/data/items/" + i0+"/deleted",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data6.updated !== undefined){
if(typeof data6.updated !== "boolean"){
const err33 = {instancePath:instancePath+"/data/items/" + i0+"/updated",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/updated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data6.chat_id !== undefined){
let data16 = data6.chat_id;
if(typeof data16 === "string"){
if(!pattern11.test(data16)){
const err34 = {instancePath:instancePath+"/data/items/" + i0+"/chat_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/chat_id/pattern",keyword:"pattern",params:{pattern: "^oc_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^oc_[0-9a-zA-Z]+$"+"\""};
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
const err35 = {instancePath:instancePath+"/data/items/" + i0+"/chat_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/chat_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data6.sender !== undefined){
let data17 = data6.sender;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.id === undefined){
const err36 = {instancePath:instancePath+"/data/items/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data17.id_type === undefined){
const err37 = {instancePath:instancePath+"/data/items/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "id_type"},message:"must have required property '"+"id_type"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data17.sender_type === undefined){
const err38 = {instancePath:instancePath+"/data/items/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "sender_type"},message:"must have required property '"+"sender_type"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data17.tenant_key === undefined){
const err39 = {instancePath:instancePath+"/data/items/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data17.id !== undefined){
if(typeof data17.id !== "string"){
const err40 = {instancePath:instancePath+"/data/items/" + i0+"/sender/id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data17.id_type !== undefined){
if(typeof data17.id_type !== "string"){
const err41 = {instancePath:instancePath+"/data/items/" + i0+"/sender/id_type",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/properties/id_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data17.sender_type !== undefined){
if(typeof data17.sender_type !== "string"){
const err42 = {instancePath:instancePath+"/data/items/" + i0+"/sender/sender_type",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/properties/sender_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data17.tenant_key !== undefined){
if(typeof data17.tenant_key !== "string"){
const err43 = {instancePath:instancePath+"/data/items/" + i0+"/sender/tenant_key",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err44 = {instancePath:instancePath+"/data/items/" + i0+"/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data6.body !== undefined){
let data22 = data6.body;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.content === undefined){
const err45 = {instancePath:instancePath+"/data/items/" + i0+"/body",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/body/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data22.content !== undefined){
if(typeof data22.content !== "string"){
const err46 = {instancePath:instancePath+"/data/items/" + i0+"/body/content",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/body/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err47 = {instancePath:instancePath+"/data/items/" + i0+"/body",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/body/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data6.mentions !== undefined){
let data24 = data6.mentions;
if(Array.isArray(data24)){
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
let data25 = data24[i1];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.key === undefined){
const err48 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data25.id === undefined){
const err49 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data25.id_type === undefined){
const err50 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "id_type"},message:"must have required property '"+"id_type"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data25.name === undefined){
const err51 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data25.tenant_key === undefined){
const err52 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data25.key !== undefined){
if(typeof data25.key !== "string"){
const err53 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1+"/key",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data25.id !== undefined){
if(typeof data25.id !== "string"){
const err54 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1+"/id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data25.id_type !== undefined){
if(typeof data25.id_type !== "string"){
const err55 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1+"/id_type",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/id_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data25.name !== undefined){
if(typeof data25.name !== "string"){
const err56 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1+"/name",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data25.tenant_key !== undefined){
if(typeof data25.tenant_key !== "string"){
const err57 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1+"/tenant_key",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err58 = {instancePath:instancePath+"/data/items/" + i0+"/mentions/" + i1,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err59 = {instancePath:instancePath+"/data/items/" + i0+"/mentions",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data6.upper_message_id !== undefined){
let data31 = data6.upper_message_id;
if(typeof data31 === "string"){
if(!pattern10.test(data31)){
const err60 = {instancePath:instancePath+"/data/items/" + i0+"/upper_message_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/upper_message_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/data/items/" + i0+"/upper_message_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/upper_message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err62 = {instancePath:instancePath+"/data/items/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err63 = {instancePath:instancePath+"/data/items",schemaPath:"#/properties/data/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err64 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"code":true,"msg":true,"data":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderMessagePatchRequest = validate55;
const schema72 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/message-patch-request.schema.json","title":"Update card request","description":"PATCH /open-apis/im/v1/messages/{message_id}: replace the card the bot sent. Both the old and the new card need config.update_multi true; 5 updates per second per message; messages up to 14 days old.","type":"object","required":["content"],"properties":{"content":{"type":"string","minLength":1,"description":"JSON text, e.g. {\"text\":\"hi\"}. Text ≤ 150 KB, card and post ≤ 30 KB, else code 230025."}}};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/message-patch-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content !== undefined){
let data0 = data.content;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":{"content":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderMessageReplyRequest = validate56;
const schema73 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/message-reply-request.schema.json","title":"Reply request","description":"POST /open-apis/im/v1/messages/{message_id}/reply.","type":"object","required":["msg_type","content"],"properties":{"msg_type":{"type":"string","minLength":1},"content":{"type":"string","minLength":1,"description":"JSON text, e.g. {\"text\":\"hi\"}. Text ≤ 150 KB, card and post ≤ 30 KB, else code 230025."},"reply_in_thread":{"type":"boolean","description":"Reply inside the topic thread of the message."},"uuid":{"type":"string","maxLength":50,"description":"Idempotency key: at most one message per uuid within an hour; a repeat answers with the original message and creates nothing."}}};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/message-reply-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.msg_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg_type"},message:"must have required property '"+"msg_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.msg_type !== undefined){
let data0 = data.msg_type;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/msg_type",schemaPath:"#/properties/msg_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/msg_type",schemaPath:"#/properties/msg_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.content !== undefined){
let data1 = data.content;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.reply_in_thread !== undefined){
if(typeof data.reply_in_thread !== "boolean"){
const err6 = {instancePath:instancePath+"/reply_in_thread",schemaPath:"#/properties/reply_in_thread/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.uuid !== undefined){
let data3 = data.uuid;
if(typeof data3 === "string"){
if(func1(data3) > 50){
const err7 = {instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
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
const err8 = {instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"msg_type":true,"content":true,"reply_in_thread":true,"uuid":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderMessageResponse = validate57;
const schema74 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/message-response.schema.json","title":"Message answer","description":"The message created, replied or edited.","type":"object","required":["code","msg","data"],"properties":{"code":{"type":"number","const":0,"description":"Zero on success; any other value is a provider/error."},"msg":{"type":"string","description":"Lark sends \"success\" or \"ok\"."},"data":{"$ref":"https://larkspur.dev/spec/provider/message.schema.json"}}};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/message-response.schema.json" */;
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
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(0 !== data0){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err5 = {instancePath:instancePath+"/msg",schemaPath:"#/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.message_id === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "message_id"},message:"must have required property '"+"message_id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.msg_type === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "msg_type"},message:"must have required property '"+"msg_type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.create_time === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "create_time"},message:"must have required property '"+"create_time"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.update_time === undefined){
const err9 = {instancePath:instancePath+"/data",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "update_time"},message:"must have required property '"+"update_time"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.deleted === undefined){
const err10 = {instancePath:instancePath+"/data",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.updated === undefined){
const err11 = {instancePath:instancePath+"/data",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "updated"},message:"must have required property '"+"updated"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.chat_id === undefined){
const err12 = {instancePath:instancePath+"/data",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "chat_id"},message:"must have required property '"+"chat_id"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.sender === undefined){
const err13 = {instancePath:instancePath+"/data",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "sender"},message:"must have required property '"+"sender"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.body === undefined){
const err14 = {instancePath:instancePath+"/data",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.message_id !== undefined){
let data3 = data2.message_id;
if(typeof data3 === "string"){
if(!pattern10.test(data3)){
const err15 = {instancePath:instancePath+"/data/message_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/message_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err16 = {instancePath:instancePath+"/data/message_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.root_id !== undefined){
let data4 = data2.root_id;
if(typeof data4 === "string"){
if(!pattern10.test(data4)){
const err17 = {instancePath:instancePath+"/data/root_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/root_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err18 = {instancePath:instancePath+"/data/root_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/root_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.parent_id !== undefined){
let data5 = data2.parent_id;
if(typeof data5 === "string"){
if(!pattern10.test(data5)){
const err19 = {instancePath:instancePath+"/data/parent_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/parent_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
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
const err20 = {instancePath:instancePath+"/data/parent_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/parent_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.thread_id !== undefined){
let data6 = data2.thread_id;
if(typeof data6 === "string"){
if(!pattern44.test(data6)){
const err21 = {instancePath:instancePath+"/data/thread_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/thread_id/pattern",keyword:"pattern",params:{pattern: "^omt_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^omt_[0-9a-zA-Z]+$"+"\""};
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
const err22 = {instancePath:instancePath+"/data/thread_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.msg_type !== undefined){
if(typeof data2.msg_type !== "string"){
const err23 = {instancePath:instancePath+"/data/msg_type",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/msg_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data2.create_time !== undefined){
let data8 = data2.create_time;
if(typeof data8 === "string"){
if(!pattern5.test(data8)){
const err24 = {instancePath:instancePath+"/data/create_time",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/create_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
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
const err25 = {instancePath:instancePath+"/data/create_time",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/create_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.update_time !== undefined){
let data9 = data2.update_time;
if(typeof data9 === "string"){
if(!pattern5.test(data9)){
const err26 = {instancePath:instancePath+"/data/update_time",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/update_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
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
const err27 = {instancePath:instancePath+"/data/update_time",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/update_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data2.deleted !== undefined){
if(typeof data2.deleted !== "boolean"){
const err28 = {instancePath:instancePath+"/data/deleted",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data2.updated !== undefined){
if(typeof data2.updated !== "boolean"){
const err29 = {instancePath:instancePath+"/data/updated",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/updated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data2.chat_id !== undefined){
let data12 = data2.chat_id;
if(typeof data12 === "string"){
if(!pattern11.test(data12)){
const err30 = {instancePath:instancePath+"/data/chat_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/chat_id/pattern",keyword:"pattern",params:{pattern: "^oc_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^oc_[0-9a-zA-Z]+$"+"\""};
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
const err31 = {instancePath:instancePath+"/data/chat_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/chat_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.sender !== undefined){
let data13 = data2.sender;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.id === undefined){
const err32 = {instancePath:instancePath+"/data/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data13.id_type === undefined){
const err33 = {instancePath:instancePath+"/data/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "id_type"},message:"must have required property '"+"id_type"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data13.sender_type === undefined){
const err34 = {instancePath:instancePath+"/data/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "sender_type"},message:"must have required property '"+"sender_type"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data13.tenant_key === undefined){
const err35 = {instancePath:instancePath+"/data/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data13.id !== undefined){
if(typeof data13.id !== "string"){
const err36 = {instancePath:instancePath+"/data/sender/id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data13.id_type !== undefined){
if(typeof data13.id_type !== "string"){
const err37 = {instancePath:instancePath+"/data/sender/id_type",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/properties/id_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data13.sender_type !== undefined){
if(typeof data13.sender_type !== "string"){
const err38 = {instancePath:instancePath+"/data/sender/sender_type",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/properties/sender_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data13.tenant_key !== undefined){
if(typeof data13.tenant_key !== "string"){
const err39 = {instancePath:instancePath+"/data/sender/tenant_key",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err40 = {instancePath:instancePath+"/data/sender",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/sender/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data2.body !== undefined){
let data18 = data2.body;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.content === undefined){
const err41 = {instancePath:instancePath+"/data/body",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/body/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data18.content !== undefined){
if(typeof data18.content !== "string"){
const err42 = {instancePath:instancePath+"/data/body/content",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/body/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err43 = {instancePath:instancePath+"/data/body",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/body/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data2.mentions !== undefined){
let data20 = data2.mentions;
if(Array.isArray(data20)){
const len0 = data20.length;
for(let i0=0; i0<len0; i0++){
let data21 = data20[i0];
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.key === undefined){
const err44 = {instancePath:instancePath+"/data/mentions/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data21.id === undefined){
const err45 = {instancePath:instancePath+"/data/mentions/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data21.id_type === undefined){
const err46 = {instancePath:instancePath+"/data/mentions/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "id_type"},message:"must have required property '"+"id_type"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data21.name === undefined){
const err47 = {instancePath:instancePath+"/data/mentions/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data21.tenant_key === undefined){
const err48 = {instancePath:instancePath+"/data/mentions/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/required",keyword:"required",params:{missingProperty: "tenant_key"},message:"must have required property '"+"tenant_key"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data21.key !== undefined){
if(typeof data21.key !== "string"){
const err49 = {instancePath:instancePath+"/data/mentions/" + i0+"/key",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data21.id !== undefined){
if(typeof data21.id !== "string"){
const err50 = {instancePath:instancePath+"/data/mentions/" + i0+"/id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data21.id_type !== undefined){
if(typeof data21.id_type !== "string"){
const err51 = {instancePath:instancePath+"/data/mentions/" + i0+"/id_type",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/id_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data21.name !== undefined){
if(typeof data21.name !== "string"){
const err52 = {instancePath:instancePath+"/data/mentions/" + i0+"/name",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data21.tenant_key !== undefined){
if(typeof data21.tenant_key !== "string"){
const err53 = {instancePath:instancePath+"/data/mentions/" + i0+"/tenant_key",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/properties/tenant_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err54 = {instancePath:instancePath+"/data/mentions/" + i0,schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err55 = {instancePath:instancePath+"/data/mentions",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/mentions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data2.upper_message_id !== undefined){
let data27 = data2.upper_message_id;
if(typeof data27 === "string"){
if(!pattern10.test(data27)){
const err56 = {instancePath:instancePath+"/data/upper_message_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/upper_message_id/pattern",keyword:"pattern",params:{pattern: "^om_[0-9a-zA-Z_]+$"},message:"must match pattern \""+"^om_[0-9a-zA-Z_]+$"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/data/upper_message_id",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/properties/upper_message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err58 = {instancePath:instancePath+"/data",schemaPath:"https://larkspur.dev/spec/provider/message.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err59 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":{"code":true,"msg":true,"data":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderMessageUpdateRequest = validate58;
const schema76 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/message-update-request.schema.json","title":"Edit message request","description":"PUT /open-apis/im/v1/messages/{message_id}: edit a text or post the bot sent; at most 20 edits per message.","type":"object","required":["msg_type","content"],"properties":{"msg_type":{"anyOf":[{"type":"string","const":"text"},{"type":"string","const":"post"}]},"content":{"type":"string","minLength":1,"description":"JSON text, e.g. {\"text\":\"hi\"}. Text ≤ 150 KB, card and post ≤ 30 KB, else code 230025."}}};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/message-update-request.schema.json" */;
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
if(data.msg_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg_type"},message:"must have required property '"+"msg_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.msg_type !== undefined){
let data0 = data.msg_type;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/msg_type",schemaPath:"#/properties/msg_type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("text" !== data0){
const err3 = {instancePath:instancePath+"/msg_type",schemaPath:"#/properties/msg_type/anyOf/0/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/msg_type",schemaPath:"#/properties/msg_type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("post" !== data0){
const err5 = {instancePath:instancePath+"/msg_type",schemaPath:"#/properties/msg_type/anyOf/1/const",keyword:"const",params:{allowedValue: "post"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/msg_type",schemaPath:"#/properties/msg_type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.content !== undefined){
let data1 = data.content;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":{"msg_type":true,"content":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderReactionCreateRequest = validate59;
const schema77 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/reaction-create-request.schema.json","title":"Add reaction request","description":"POST /open-apis/im/v1/messages/{message_id}/reactions.","type":"object","required":["reaction_type"],"properties":{"reaction_type":{"type":"object","required":["emoji_type"],"properties":{"emoji_type":{"type":"string","minLength":1,"description":"e.g. THUMBSUP, OnIt, Typing, DONE."}}}}};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/reaction-create-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reaction_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reaction_type"},message:"must have required property '"+"reaction_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.reaction_type !== undefined){
let data0 = data.reaction_type;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.emoji_type === undefined){
const err1 = {instancePath:instancePath+"/reaction_type",schemaPath:"#/properties/reaction_type/required",keyword:"required",params:{missingProperty: "emoji_type"},message:"must have required property '"+"emoji_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.emoji_type !== undefined){
let data1 = data0.emoji_type;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err2 = {instancePath:instancePath+"/reaction_type/emoji_type",schemaPath:"#/properties/reaction_type/properties/emoji_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/reaction_type/emoji_type",schemaPath:"#/properties/reaction_type/properties/emoji_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/reaction_type",schemaPath:"#/properties/reaction_type/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":{"reaction_type":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderReactionResponse = validate60;
const schema78 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/reaction-response.schema.json","title":"Reaction answer","description":"The reaction.","type":"object","required":["code","msg","data"],"properties":{"code":{"type":"number","const":0,"description":"Zero on success; any other value is a provider/error."},"msg":{"type":"string","description":"Lark sends \"success\" or \"ok\"."},"data":{"type":"object","required":["reaction_id","operator","action_time","reaction_type"],"properties":{"reaction_id":{"type":"string","minLength":1},"operator":{"type":"object","required":["operator_id","operator_type"],"properties":{"operator_id":{"type":"string","description":"The app id when the bot reacted."},"operator_type":{"type":"string","description":"\"app\" or \"user\"."}}},"action_time":{"type":"string","pattern":"^[0-9]{13}$","description":"Unix time in milliseconds, as a decimal string."},"reaction_type":{"type":"object","required":["emoji_type"],"properties":{"emoji_type":{"type":"string"}}}}}}};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/reaction-response.schema.json" */;
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
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(0 !== data0){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err5 = {instancePath:instancePath+"/msg",schemaPath:"#/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.reaction_id === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "reaction_id"},message:"must have required property '"+"reaction_id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.operator === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.action_time === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "action_time"},message:"must have required property '"+"action_time"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.reaction_type === undefined){
const err9 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "reaction_type"},message:"must have required property '"+"reaction_type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.reaction_id !== undefined){
let data3 = data2.reaction_id;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err10 = {instancePath:instancePath+"/data/reaction_id",schemaPath:"#/properties/data/properties/reaction_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/data/reaction_id",schemaPath:"#/properties/data/properties/reaction_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.operator !== undefined){
let data4 = data2.operator;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.operator_id === undefined){
const err12 = {instancePath:instancePath+"/data/operator",schemaPath:"#/properties/data/properties/operator/required",keyword:"required",params:{missingProperty: "operator_id"},message:"must have required property '"+"operator_id"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.operator_type === undefined){
const err13 = {instancePath:instancePath+"/data/operator",schemaPath:"#/properties/data/properties/operator/required",keyword:"required",params:{missingProperty: "operator_type"},message:"must have required property '"+"operator_type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.operator_id !== undefined){
if(typeof data4.operator_id !== "string"){
const err14 = {instancePath:instancePath+"/data/operator/operator_id",schemaPath:"#/properties/data/properties/operator/properties/operator_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.operator_type !== undefined){
if(typeof data4.operator_type !== "string"){
const err15 = {instancePath:instancePath+"/data/operator/operator_type",schemaPath:"#/properties/data/properties/operator/properties/operator_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/data/operator",schemaPath:"#/properties/data/properties/operator/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.action_time !== undefined){
let data7 = data2.action_time;
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err17 = {instancePath:instancePath+"/data/action_time",schemaPath:"#/properties/data/properties/action_time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{13}$"},message:"must match pattern \""+"^[0-9]{13}$"+"\""};
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
const err18 = {instancePath:instancePath+"/data/action_time",schemaPath:"#/properties/data/properties/action_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.reaction_type !== undefined){
let data8 = data2.reaction_type;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.emoji_type === undefined){
const err19 = {instancePath:instancePath+"/data/reaction_type",schemaPath:"#/properties/data/properties/reaction_type/required",keyword:"required",params:{missingProperty: "emoji_type"},message:"must have required property '"+"emoji_type"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8.emoji_type !== undefined){
if(typeof data8.emoji_type !== "string"){
const err20 = {instancePath:instancePath+"/data/reaction_type/emoji_type",schemaPath:"#/properties/data/properties/reaction_type/properties/emoji_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/data/reaction_type",schemaPath:"#/properties/data/properties/reaction_type/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":{"code":true,"msg":true,"data":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderTenantTokenRequest = validate61;
const schema79 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/tenant-token-request.schema.json","title":"Tenant token request","description":"POST /open-apis/auth/v3/tenant_access_token/internal. A wrong secret gets provider/error code 10014.","type":"object","required":["app_id","app_secret"],"properties":{"app_id":{"type":"string","pattern":"^cli_[0-9a-fA-F]{16}$","description":"App id; the SDK WSClient refuses any other shape."},"app_secret":{"type":"string","minLength":1}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/tenant-token-request.schema.json" */;
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
if(data.app_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "app_id"},message:"must have required property '"+"app_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.app_secret === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "app_secret"},message:"must have required property '"+"app_secret"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.app_id !== undefined){
let data0 = data.app_id;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err2 = {instancePath:instancePath+"/app_id",schemaPath:"#/properties/app_id/pattern",keyword:"pattern",params:{pattern: "^cli_[0-9a-fA-F]{16}$"},message:"must match pattern \""+"^cli_[0-9a-fA-F]{16}$"+"\""};
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
const err3 = {instancePath:instancePath+"/app_id",schemaPath:"#/properties/app_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.app_secret !== undefined){
let data1 = data.app_secret;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/app_secret",schemaPath:"#/properties/app_secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/app_secret",schemaPath:"#/properties/app_secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"app_id":true,"app_secret":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderTenantTokenResponse = validate62;
const schema80 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/tenant-token-response.schema.json","title":"Tenant token","description":"The token sits at the top level, not under data.","type":"object","required":["code","msg","tenant_access_token","expire"],"properties":{"code":{"type":"number","const":0},"msg":{"type":"string"},"tenant_access_token":{"type":"string","pattern":"^t-","description":"Sent back as `Authorization: Bearer t-…`."},"expire":{"type":"integer","minimum":1,"description":"Seconds until expiry. The SDK caches the token until expire − 180 s; without it, forever."}}};
const pattern82 = new RegExp("^t-", "u");

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/tenant-token-response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.tenant_access_token === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tenant_access_token"},message:"must have required property '"+"tenant_access_token"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.expire === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expire"},message:"must have required property '"+"expire"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(0 !== data0){
const err5 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err6 = {instancePath:instancePath+"/msg",schemaPath:"#/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tenant_access_token !== undefined){
let data2 = data.tenant_access_token;
if(typeof data2 === "string"){
if(!pattern82.test(data2)){
const err7 = {instancePath:instancePath+"/tenant_access_token",schemaPath:"#/properties/tenant_access_token/pattern",keyword:"pattern",params:{pattern: "^t-"},message:"must match pattern \""+"^t-"+"\""};
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
const err8 = {instancePath:instancePath+"/tenant_access_token",schemaPath:"#/properties/tenant_access_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.expire !== undefined){
let data3 = data.expire;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/expire",schemaPath:"#/properties/expire/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/expire",schemaPath:"#/properties/expire/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":{"code":true,"msg":true,"tenant_access_token":true,"expire":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderUrlVerification = validate63;
const schema81 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/url-verification.schema.json","title":"Webhook URL verification","description":"Pushed (encrypted when the app has an encrypt key) when a webhook URL is configured. The receiver answers {\"challenge\": <the same>} within 1 s.","type":"object","required":["challenge","token","type"],"properties":{"challenge":{"type":"string","minLength":1},"token":{"type":"string","description":"The verification token of the app."},"type":{"type":"string","const":"url_verification"}}};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/url-verification.schema.json" */;
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
if(data.challenge === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "challenge"},message:"must have required property '"+"challenge"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.token === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.challenge !== undefined){
let data0 = data.challenge;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.token !== undefined){
if(typeof data.token !== "string"){
const err5 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data2 = data.type;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("url_verification" !== data2){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "url_verification"},message:"must be equal to constant"};
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
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"challenge":true,"token":true,"type":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderUrlVerificationResponse = validate64;
const schema82 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/url-verification-response.schema.json","title":"Webhook URL verification answer","description":"The challenge, echoed.","type":"object","required":["challenge"],"properties":{"challenge":{"type":"string","minLength":1}}};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/url-verification-response.schema.json" */;
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
if(data.challenge === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "challenge"},message:"must have required property '"+"challenge"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.challenge !== undefined){
let data0 = data.challenge;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":{"challenge":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderUserId = validate65;

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/user-id.schema.json" */;
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
if(data.union_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "union_id"},message:"must have required property '"+"union_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.user_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user_id"},message:"must have required property '"+"user_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.open_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "open_id"},message:"must have required property '"+"open_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.union_id !== undefined){
let data0 = data.union_id;
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
const err3 = {instancePath:instancePath+"/union_id",schemaPath:"#/properties/union_id/pattern",keyword:"pattern",params:{pattern: "^on_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^on_[0-9a-zA-Z]+$"+"\""};
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
const err4 = {instancePath:instancePath+"/union_id",schemaPath:"#/properties/union_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.user_id !== undefined){
if(typeof data.user_id !== "string"){
const err5 = {instancePath:instancePath+"/user_id",schemaPath:"#/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.open_id !== undefined){
let data2 = data.open_id;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err6 = {instancePath:instancePath+"/open_id",schemaPath:"#/properties/open_id/pattern",keyword:"pattern",params:{pattern: "^ou_[0-9a-zA-Z]+$"},message:"must match pattern \""+"^ou_[0-9a-zA-Z]+$"+"\""};
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
const err7 = {instancePath:instancePath+"/open_id",schemaPath:"#/properties/open_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":{"union_id":true,"user_id":true,"open_id":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderVisibleTextCases = validate66;
const schema84 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/visible-text-cases.schema.json","title":"Visible text of messages: the definition and its cases","description":"The visible text of a message: what a user reads in it, compared like with like by every text check\n(provider.messages `text`, the matcher's `$text`, the live chat view). It is read from the message's\nmsg_type and content alone.\n- text: the `text` field, each mention `<at user_id=\"ID\">NAME</at>` shown as `@NAME` (`@ID` when NAME\n  is empty, so `<at user_id=\"all\"></at>` is `@all`).\n- post: one locale — the locale-free form `{title, content}` itself, else `en_us`, else `zh_cn`, else\n  the first locale written. Its title, when not empty, is the first line; then one line per paragraph\n  (an element array of `content`), the elements' text joined in order with nothing between them:\n  `text`, `md` and `code_block` their `text` verbatim; `a` its `text` (the `href` when it has none);\n  `at` `@` and its `user_name` (its `user_id` when it has none); `img`, `media`, `emotion` and `hr`\n  nothing (a paragraph of only those is an empty line); any other tag its `text` if it has one.\n  Markdown is NOT rendered: an `md` element counts with its markers (`**bold**` stays `**bold**`),\n  so the host's markdown answer reads the same whether a bridge sends it as text, as post md or as a\n  card markdown element — a check compares the text the bridge gave Lark to show, not pixels.\n- interactive (a card): the header's title, then its subtitle, a line each, then every text-bearing\n  component in document order, a line each, empty ones left out: `markdown` and `plain_text`/`lark_md`\n  their `content` verbatim (markers kept, as for md); `div` its `text.content`, then each of its\n  `fields`; `button` its `text.content`; `collapsible_panel` its header title; `img` and `hr` nothing;\n  any other component its `text.content` or `content`. Containers are walked in order: `elements`\n  (note, form, column, interactive_container, collapsible_panel), `actions` (action), `columns`\n  (column_set). Card JSON 1.0 has its components in `elements` (or the locale of `i18n_elements`,\n  chosen as for a post); card JSON 2.0 (`\"schema\": \"2.0\"`) in `body.elements`. A card in the form\n  Lark's read APIs return (a `title` and `elements` as arrays of post elements) [unverified] is read like\n  a post. A card patched in place counts as it is now: the current content is the message.\n- Unknown: a template card (`{\"type\":\"template\",\"data\":{\"template_id\",…}}`) and a card entity sent by\n  id (`{\"type\":\"card\",\"data\":{\"card_id\"}}`): Lark builds their text from something the message does\n  not carry. Their text is unknown, never guessed: a check that needs it is untested (not-covered),\n  naming the message, whatever the rest of it says — it neither passes nor blames the bridge.\n- Any other msg_type (image, file, sticker, audio…) has no visible text: a check on text fails on it.\n\nEach case: a message (msg_type and content) and exactly one of its text, unknown or none. spec/visible-text.json holds the cases the kit tests itself against.","type":"object","required":["cases"],"properties":{"$schema":{"type":"string"},"cases":{"type":"array","items":{"type":"object","required":["name","msgType","content"],"properties":{"name":{"type":"string","minLength":1},"msgType":{"type":"string","minLength":1,"description":"The message's msg_type."},"content":{"type":"object","patternProperties":{"^.*$":{}},"description":"The content object; on the wire it is this, as JSON text."},"text":{"type":"string","description":"Its visible text."},"unknown":{"type":"boolean","const":true,"description":"Its visible text is unknown (a template card)."},"none":{"type":"boolean","const":true,"description":"It has no visible text (an image)."}},"additionalProperties":false,"minProperties":4,"maxProperties":4},"minItems":1}},"additionalProperties":false};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/visible-text-cases.schema.json" */;
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
if(data.cases === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cases"},message:"must have required property '"+"cases"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "$schema") || (key0 === "cases"))){
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
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.cases !== undefined){
let data1 = data.cases;
if(Array.isArray(data1)){
if(data1.length < 1){
const err3 = {instancePath:instancePath+"/cases",schemaPath:"#/properties/cases/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 4){
const err4 = {instancePath:instancePath+"/cases/" + i0,schemaPath:"#/properties/cases/items/maxProperties",keyword:"maxProperties",params:{limit: 4},message:"must NOT have more than 4 properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(Object.keys(data2).length < 4){
const err5 = {instancePath:instancePath+"/cases/" + i0,schemaPath:"#/properties/cases/items/minProperties",keyword:"minProperties",params:{limit: 4},message:"must NOT have fewer than 4 properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.name === undefined){
const err6 = {instancePath:instancePath+"/cases/" + i0,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.msgType === undefined){
const err7 = {instancePath:instancePath+"/cases/" + i0,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "msgType"},message:"must have required property '"+"msgType"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.content === undefined){
const err8 = {instancePath:instancePath+"/cases/" + i0,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data2){
if(!((((((key1 === "name") || (key1 === "msgType")) || (key1 === "content")) || (key1 === "text")) || (key1 === "unknown")) || (key1 === "none"))){
const err9 = {instancePath:instancePath+"/cases/" + i0,schemaPath:"#/properties/cases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.name !== undefined){
let data3 = data2.name;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err10 = {instancePath:instancePath+"/cases/" + i0+"/name",schemaPath:"#/properties/cases/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/cases/" + i0+"/name",schemaPath:"#/properties/cases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.msgType !== undefined){
let data4 = data2.msgType;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err12 = {instancePath:instancePath+"/cases/" + i0+"/msgType",schemaPath:"#/properties/cases/items/properties/msgType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/cases/" + i0+"/msgType",schemaPath:"#/properties/cases/items/properties/msgType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.content !== undefined){
let data5 = data2.content;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
var props0 = {};
for(const key2 in data5){
if(pattern9.test(key2)){
props0[key2] = true;
}
}
}
else {
const err14 = {instancePath:instancePath+"/cases/" + i0+"/content",schemaPath:"#/properties/cases/items/properties/content/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.text !== undefined){
if(typeof data2.text !== "string"){
const err15 = {instancePath:instancePath+"/cases/" + i0+"/text",schemaPath:"#/properties/cases/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.unknown !== undefined){
let data7 = data2.unknown;
if(typeof data7 !== "boolean"){
const err16 = {instancePath:instancePath+"/cases/" + i0+"/unknown",schemaPath:"#/properties/cases/items/properties/unknown/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(true !== data7){
const err17 = {instancePath:instancePath+"/cases/" + i0+"/unknown",schemaPath:"#/properties/cases/items/properties/unknown/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.none !== undefined){
let data8 = data2.none;
if(typeof data8 !== "boolean"){
const err18 = {instancePath:instancePath+"/cases/" + i0+"/none",schemaPath:"#/properties/cases/items/properties/none/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(true !== data8){
const err19 = {instancePath:instancePath+"/cases/" + i0+"/none",schemaPath:"#/properties/cases/items/properties/none/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
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
const err20 = {instancePath:instancePath+"/cases/" + i0,schemaPath:"#/properties/cases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/cases",schemaPath:"#/properties/cases/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProviderWebhookEncrypted = validate67;
const schema85 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/webhook-encrypted.schema.json","title":"Encrypted webhook push","description":"The body of a push when the app has an encrypt key: base64 of a 16-byte IV followed by the AES-256-CBC (PKCS#7) ciphertext of the JSON event, keyed with sha256(encryptKey). Headers X-Lark-Request-Timestamp, X-Lark-Request-Nonce and X-Lark-Signature = hex(sha256(timestamp + nonce + encryptKey + body)), where body is exactly the JSON text sent (the SDK re-serializes with JSON.stringify and compares). The receiver answers HTTP 200 within 3 s or the push is retried (15 s, 5 min, 1 h, 6 h).","type":"object","required":["encrypt"],"properties":{"encrypt":{"type":"string","contentEncoding":"base64","minLength":24}}};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/webhook-encrypted.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.encrypt === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "encrypt"},message:"must have required property '"+"encrypt"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.encrypt !== undefined){
let data0 = data.encrypt;
if(typeof data0 === "string"){
if(func1(data0) < 24){
const err1 = {instancePath:instancePath+"/encrypt",schemaPath:"#/properties/encrypt/minLength",keyword:"minLength",params:{limit: 24},message:"must NOT have fewer than 24 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/encrypt",schemaPath:"#/properties/encrypt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":{"encrypt":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderWsAck = validate68;
const schema86 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/ws-ack.schema.json","title":"Long-connection acknowledgement payload","description":"The JSON payload of an acknowledgement frame. No acknowledgement with code 200 within 3 s: Lark pushes the event again.","type":"object","required":["code"],"properties":{"code":{"type":"integer","description":"200 when the handler succeeded, 500 when it threw. Anything but 200 is redelivered."},"data":{"type":"string","contentEncoding":"base64","description":"Base64 JSON of the handler's result (a card callback's answer)."}}};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/ws-ack.schema.json" */;
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
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
if(typeof data.data !== "string"){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"code":true,"data":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderWsClientConfig = validate69;
const schema87 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/ws-client-config.schema.json","title":"Long-connection client config","description":"Sent in the discovery answer and as the payload of every pong. All four fields are required: the SDK multiplies a missing one into NaN and pings without pause.","type":"object","required":["PingInterval","ReconnectCount","ReconnectInterval","ReconnectNonce"],"properties":{"PingInterval":{"type":"integer","minimum":1,"description":"Seconds between client pings."},"ReconnectCount":{"type":"integer","minimum":-1,"description":"Reconnect attempts before giving up; −1 never gives up."},"ReconnectInterval":{"type":"integer","minimum":0,"description":"Seconds between failed reconnect attempts."},"ReconnectNonce":{"type":"integer","minimum":0,"description":"Upper bound, in seconds, of the random wait before a reconnect."}}};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/ws-client-config.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.PingInterval === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "PingInterval"},message:"must have required property '"+"PingInterval"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ReconnectCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ReconnectCount"},message:"must have required property '"+"ReconnectCount"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ReconnectInterval === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ReconnectInterval"},message:"must have required property '"+"ReconnectInterval"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ReconnectNonce === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ReconnectNonce"},message:"must have required property '"+"ReconnectNonce"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.PingInterval !== undefined){
let data0 = data.PingInterval;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/PingInterval",schemaPath:"#/properties/PingInterval/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err5 = {instancePath:instancePath+"/PingInterval",schemaPath:"#/properties/PingInterval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.ReconnectCount !== undefined){
let data1 = data.ReconnectCount;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/ReconnectCount",schemaPath:"#/properties/ReconnectCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < -1 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/ReconnectCount",schemaPath:"#/properties/ReconnectCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1"};
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
if(data.ReconnectInterval !== undefined){
let data2 = data.ReconnectInterval;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/ReconnectInterval",schemaPath:"#/properties/ReconnectInterval/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err9 = {instancePath:instancePath+"/ReconnectInterval",schemaPath:"#/properties/ReconnectInterval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.ReconnectNonce !== undefined){
let data3 = data.ReconnectNonce;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/ReconnectNonce",schemaPath:"#/properties/ReconnectNonce/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err11 = {instancePath:instancePath+"/ReconnectNonce",schemaPath:"#/properties/ReconnectNonce/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":{"PingInterval":true,"ReconnectCount":true,"ReconnectInterval":true,"ReconnectNonce":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderWsEndpointRequest = validate70;
const schema88 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/ws-endpoint-request.schema.json","title":"Long-connection endpoint request","description":"POST /callback/ws/endpoint, sent by the SDK WSClient before every connect and reconnect.","type":"object","required":["AppID","AppSecret"],"properties":{"AppID":{"type":"string","pattern":"^cli_[0-9a-fA-F]{16}$","description":"App id; the SDK WSClient refuses any other shape."},"AppSecret":{"type":"string","minLength":1}}};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/ws-endpoint-request.schema.json" */;
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
if(data.AppID === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "AppID"},message:"must have required property '"+"AppID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.AppSecret === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "AppSecret"},message:"must have required property '"+"AppSecret"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.AppID !== undefined){
let data0 = data.AppID;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err2 = {instancePath:instancePath+"/AppID",schemaPath:"#/properties/AppID/pattern",keyword:"pattern",params:{pattern: "^cli_[0-9a-fA-F]{16}$"},message:"must match pattern \""+"^cli_[0-9a-fA-F]{16}$"+"\""};
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
const err3 = {instancePath:instancePath+"/AppID",schemaPath:"#/properties/AppID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.AppSecret !== undefined){
let data1 = data.AppSecret;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/AppSecret",schemaPath:"#/properties/AppSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/AppSecret",schemaPath:"#/properties/AppSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":{"AppID":true,"AppSecret":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderWsEndpointResponse = validate71;
const schema89 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/ws-endpoint-response.schema.json","title":"Long-connection endpoint","description":"Answer to discovery. On failure a provider/error with HTTP 200 and an empty data object: code 1000040343 makes the SDK retry, 514 (auth failed) and any other code stop it. Without data, or with another status, the SDK takes the refusal for a network error and retries forever.","type":"object","required":["code","msg","data"],"properties":{"code":{"type":"number","const":0},"msg":{"type":"string"},"data":{"type":"object","required":["URL","ClientConfig"],"properties":{"URL":{"type":"string","pattern":"^wss?://[^?]+\\?(?!device_id=|service_id=)[^&=]+=","description":"The socket URL. Its query carries device_id and service_id, never as the first parameter: the SDK parses the whole URL as a query string and would lose the first one."},"ClientConfig":{"$ref":"https://larkspur.dev/spec/provider/ws-client-config.schema.json"}}}}};
const pattern87 = new RegExp("^wss?://[^?]+\\?(?!device_id=|service_id=)[^&=]+=", "u");

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/ws-endpoint-response.schema.json" */;
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
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(0 !== data0){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err5 = {instancePath:instancePath+"/msg",schemaPath:"#/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.URL === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "URL"},message:"must have required property '"+"URL"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.ClientConfig === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "ClientConfig"},message:"must have required property '"+"ClientConfig"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.URL !== undefined){
let data3 = data2.URL;
if(typeof data3 === "string"){
if(!pattern87.test(data3)){
const err8 = {instancePath:instancePath+"/data/URL",schemaPath:"#/properties/data/properties/URL/pattern",keyword:"pattern",params:{pattern: "^wss?://[^?]+\\?(?!device_id=|service_id=)[^&=]+="},message:"must match pattern \""+"^wss?://[^?]+\\?(?!device_id=|service_id=)[^&=]+="+"\""};
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
const err9 = {instancePath:instancePath+"/data/URL",schemaPath:"#/properties/data/properties/URL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.ClientConfig !== undefined){
let data4 = data2.ClientConfig;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.PingInterval === undefined){
const err10 = {instancePath:instancePath+"/data/ClientConfig",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/required",keyword:"required",params:{missingProperty: "PingInterval"},message:"must have required property '"+"PingInterval"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.ReconnectCount === undefined){
const err11 = {instancePath:instancePath+"/data/ClientConfig",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/required",keyword:"required",params:{missingProperty: "ReconnectCount"},message:"must have required property '"+"ReconnectCount"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.ReconnectInterval === undefined){
const err12 = {instancePath:instancePath+"/data/ClientConfig",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/required",keyword:"required",params:{missingProperty: "ReconnectInterval"},message:"must have required property '"+"ReconnectInterval"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.ReconnectNonce === undefined){
const err13 = {instancePath:instancePath+"/data/ClientConfig",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/required",keyword:"required",params:{missingProperty: "ReconnectNonce"},message:"must have required property '"+"ReconnectNonce"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.PingInterval !== undefined){
let data5 = data4.PingInterval;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/data/ClientConfig/PingInterval",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/properties/PingInterval/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/data/ClientConfig/PingInterval",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/properties/PingInterval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data4.ReconnectCount !== undefined){
let data6 = data4.ReconnectCount;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/data/ClientConfig/ReconnectCount",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/properties/ReconnectCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < -1 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/data/ClientConfig/ReconnectCount",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/properties/ReconnectCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1"};
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
if(data4.ReconnectInterval !== undefined){
let data7 = data4.ReconnectInterval;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err18 = {instancePath:instancePath+"/data/ClientConfig/ReconnectInterval",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/properties/ReconnectInterval/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err19 = {instancePath:instancePath+"/data/ClientConfig/ReconnectInterval",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/properties/ReconnectInterval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.ReconnectNonce !== undefined){
let data8 = data4.ReconnectNonce;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/data/ClientConfig/ReconnectNonce",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/properties/ReconnectNonce/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err21 = {instancePath:instancePath+"/data/ClientConfig/ReconnectNonce",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/properties/ReconnectNonce/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err22 = {instancePath:instancePath+"/data/ClientConfig",schemaPath:"https://larkspur.dev/spec/provider/ws-client-config.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":{"code":true,"msg":true,"data":true},"dynamicProps":false,"dynamicItems":false};

export const validateProviderWsFrame = validate72;
const schema91 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/ws-frame.schema.json","title":"Long-connection frame","description":"The protobuf (proto2) message pbbp2.Frame in its JSON form: Frame{SeqID=1 uint64, LogID=2 uint64, service=3 int32, method=4 int32, headers=5 repeated Header{key=1, value=2}, payload_encoding=6, payload_type=7, payload=8 bytes, LogIDNew=9}; the first four, and both Header fields, are required. One frame per binary WebSocket message. The client pings (method 0, type=ping) at once and every PingInterval; the server answers type=pong with a provider/ws-client-config payload. Events are method 1, type=event, with a provider/event-envelope payload, split into parts sharing message_id (sum > 0, 0 ≤ seq < sum) when large. The client acknowledges by echoing the frame that completed an event with a biz_rt header and a provider/ws-ack payload.","type":"object","required":["SeqID","LogID","service","method","headers"],"properties":{"SeqID":{"type":"integer","minimum":0,"maximum":9007199254740991,"description":"uint64 on the wire; kept below 2^53."},"LogID":{"type":"integer","minimum":0,"maximum":9007199254740991},"service":{"type":"integer","description":"The service_id of the socket URL."},"method":{"anyOf":[{"type":"number","const":0,"description":"control"},{"type":"number","const":1,"description":"data"}]},"headers":{"type":"array","items":{"type":"object","required":["key","value"],"properties":{"key":{"type":"string"},"value":{"type":"string"}}},"description":"type (event | card | ping | pong), message_id, sum, seq, trace_id; biz_rt on an acknowledgement. An event frame needs sum and seq even when it is whole (sum 1, seq 0): the SDK drops it otherwise."},"payload_encoding":{"type":"string"},"payload_type":{"type":"string"},"payload":{"type":"string","contentEncoding":"base64","description":"The payload bytes, base64 in this JSON form."},"LogIDNew":{"type":"string"}}};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/provider/ws-frame.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.SeqID === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "SeqID"},message:"must have required property '"+"SeqID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.LogID === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LogID"},message:"must have required property '"+"LogID"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.service === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.method === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.headers === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "headers"},message:"must have required property '"+"headers"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.SeqID !== undefined){
let data0 = data.SeqID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/SeqID",schemaPath:"#/properties/SeqID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/SeqID",schemaPath:"#/properties/SeqID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/SeqID",schemaPath:"#/properties/SeqID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.LogID !== undefined){
let data1 = data.LogID;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/LogID",schemaPath:"#/properties/LogID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/LogID",schemaPath:"#/properties/LogID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/LogID",schemaPath:"#/properties/LogID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.service !== undefined){
let data2 = data.service;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.method !== undefined){
let data3 = data.method;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(0 !== data3){
const err13 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf/0/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs11 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(1 !== data3){
const err15 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf/1/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err16 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
if(data.headers !== undefined){
let data4 = data.headers;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.key === undefined){
const err17 = {instancePath:instancePath+"/headers/" + i0,schemaPath:"#/properties/headers/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5.value === undefined){
const err18 = {instancePath:instancePath+"/headers/" + i0,schemaPath:"#/properties/headers/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.key !== undefined){
if(typeof data5.key !== "string"){
const err19 = {instancePath:instancePath+"/headers/" + i0+"/key",schemaPath:"#/properties/headers/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.value !== undefined){
if(typeof data5.value !== "string"){
const err20 = {instancePath:instancePath+"/headers/" + i0+"/value",schemaPath:"#/properties/headers/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/headers/" + i0,schemaPath:"#/properties/headers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.payload_encoding !== undefined){
if(typeof data.payload_encoding !== "string"){
const err23 = {instancePath:instancePath+"/payload_encoding",schemaPath:"#/properties/payload_encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.payload_type !== undefined){
if(typeof data.payload_type !== "string"){
const err24 = {instancePath:instancePath+"/payload_type",schemaPath:"#/properties/payload_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.payload !== undefined){
if(typeof data.payload !== "string"){
const err25 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.LogIDNew !== undefined){
if(typeof data.LogIDNew !== "string"){
const err26 = {instancePath:instancePath+"/LogIDNew",schemaPath:"#/properties/LogIDNew/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":{"SeqID":true,"LogID":true,"service":true,"method":true,"headers":true,"payload_encoding":true,"payload_type":true,"payload":true,"LogIDNew":true},"dynamicProps":false,"dynamicItems":false};

