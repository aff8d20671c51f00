/* generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src. */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateBenchReport = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/report/bench.schema.json","title":"Bench report","description":"What `npm run bench` measured: each figure beside its floor, measured in the same run on the same machine, and their ratio. Targets are reported, never asserted.","type":"object","required":["at","small","node","machine","rows","failures"],"properties":{"$schema":{"type":"string"},"at":{"type":"string","description":"When the bench started, ISO 8601."},"small":{"type":"boolean","description":"Small sizes: a smoke run whose figures are not comparable with a full run."},"node":{"type":"string","description":"process.version of the Node.js that ran it."},"loaded":{"type":"string","minLength":1,"description":"A loaded run (--loaded): the load the bench itself put on the machine through every figure, floors included, in words."},"rounds":{"type":"integer","minimum":1,"description":"Rounds each burst figure pools (--rounds): the floor and the implementation take turns that many times, and each quantile is over every round's events — one burst's p95 on a shared 2-core machine swings by 2–4× run to run."},"rerun":{"type":"object","required":["command"],"properties":{"command":{"type":"string","minLength":1,"description":"The command that ran this bench, to run it again (on a quiet machine, say)."},"commit":{"type":"string","description":"The git commit it ran at, with \"+changes\" when the tree had changes."}},"additionalProperties":false},"machine":{"type":"object","required":["cpus","loadBefore","loadAfter"],"properties":{"cpus":{"type":"integer","minimum":1},"loadBefore":{"type":"array","items":{"type":"number"},"minItems":3,"maxItems":3,"description":"1, 5 and 15 minute load averages at the start."},"loadAfter":{"type":"array","items":{"type":"number"},"minItems":3,"maxItems":3,"description":"The same at the end: other work on a shared machine shows here."}},"additionalProperties":false},"rows":{"type":"array","items":{"type":"object","required":["id","title","unit","better","floorIs","floor","value","ratio"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9-]+(/[a-z0-9.-]+)+$","description":"bench/figure, e.g. ack-burst/3000-p95."},"title":{"type":"string","minLength":1},"unit":{"anyOf":[{"type":"string","const":"ms"},{"type":"string","const":"s"},{"type":"string","const":"MiB"},{"type":"string","const":"calls"},{"type":"string","const":"commits/s"},{"type":"string","const":"sources/s"}]},"better":{"anyOf":[{"type":"string","const":"lower"},{"type":"string","const":"higher"}]},"floorIs":{"type":"string","minLength":1,"description":"What the floor is: measured in the same run, through the same harness."},"floor":{"anyOf":[{"type":"number"},{"type":"null"}],"description":"The floor; null when it could not be measured."},"value":{"anyOf":[{"type":"number"},{"type":"null"}],"description":"The implementation's figure; null when it could not be measured."},"ratio":{"anyOf":[{"type":"number"},{"type":"null"}],"description":"value / floor; null when either is missing or the floor is 0."},"target":{"type":"object","required":["text","met"],"properties":{"text":{"type":"string","minLength":1,"description":"The target in words, e.g. \"≤ 3× floor, or within 10 ms where the floor is under 3 ms\"."},"met":{"type":"boolean"}},"additionalProperties":false},"note":{"type":"string","description":"What else the figure needs to be read right (samples, spread, counts)."},"load":{"type":"array","items":{"type":"number"},"minItems":3,"maxItems":3,"description":"1, 5 and 15 minute load averages when the figure's measurement began: on a shared machine, what it was measured under."}},"additionalProperties":false}},"failures":{"type":"array","items":{"type":"object","required":["bench","message"],"properties":{"bench":{"type":"string"},"message":{"type":"string"}},"additionalProperties":false,"description":"A bench that could not run, or whose implementation did not do the work (a message unanswered)."}}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;
const func2 = require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^[a-z0-9-]+(/[a-z0-9.-]+)+$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/report/bench.schema.json" */;
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
if(data.at === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.small === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "small"},message:"must have required property '"+"small"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.node === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "node"},message:"must have required property '"+"node"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.machine === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "machine"},message:"must have required property '"+"machine"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.rows === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.failures === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "failures"},message:"must have required property '"+"failures"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
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
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err7 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.at !== undefined){
if(typeof data.at !== "string"){
const err8 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.small !== undefined){
if(typeof data.small !== "boolean"){
const err9 = {instancePath:instancePath+"/small",schemaPath:"#/properties/small/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.node !== undefined){
if(typeof data.node !== "string"){
const err10 = {instancePath:instancePath+"/node",schemaPath:"#/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.loaded !== undefined){
let data4 = data.loaded;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err11 = {instancePath:instancePath+"/loaded",schemaPath:"#/properties/loaded/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/loaded",schemaPath:"#/properties/loaded/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.rounds !== undefined){
let data5 = data.rounds;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/rounds",schemaPath:"#/properties/rounds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/rounds",schemaPath:"#/properties/rounds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.rerun !== undefined){
let data6 = data.rerun;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.command === undefined){
const err15 = {instancePath:instancePath+"/rerun",schemaPath:"#/properties/rerun/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data6){
if(!((key1 === "command") || (key1 === "commit"))){
const err16 = {instancePath:instancePath+"/rerun",schemaPath:"#/properties/rerun/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.command !== undefined){
let data7 = data6.command;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err17 = {instancePath:instancePath+"/rerun/command",schemaPath:"#/properties/rerun/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err18 = {instancePath:instancePath+"/rerun/command",schemaPath:"#/properties/rerun/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data6.commit !== undefined){
if(typeof data6.commit !== "string"){
const err19 = {instancePath:instancePath+"/rerun/commit",schemaPath:"#/properties/rerun/properties/commit/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/rerun",schemaPath:"#/properties/rerun/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.machine !== undefined){
let data9 = data.machine;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.cpus === undefined){
const err21 = {instancePath:instancePath+"/machine",schemaPath:"#/properties/machine/required",keyword:"required",params:{missingProperty: "cpus"},message:"must have required property '"+"cpus"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data9.loadBefore === undefined){
const err22 = {instancePath:instancePath+"/machine",schemaPath:"#/properties/machine/required",keyword:"required",params:{missingProperty: "loadBefore"},message:"must have required property '"+"loadBefore"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data9.loadAfter === undefined){
const err23 = {instancePath:instancePath+"/machine",schemaPath:"#/properties/machine/required",keyword:"required",params:{missingProperty: "loadAfter"},message:"must have required property '"+"loadAfter"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key2 in data9){
if(!(((key2 === "cpus") || (key2 === "loadBefore")) || (key2 === "loadAfter"))){
const err24 = {instancePath:instancePath+"/machine",schemaPath:"#/properties/machine/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9.cpus !== undefined){
let data10 = data9.cpus;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err25 = {instancePath:instancePath+"/machine/cpus",schemaPath:"#/properties/machine/properties/cpus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err26 = {instancePath:instancePath+"/machine/cpus",schemaPath:"#/properties/machine/properties/cpus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data9.loadBefore !== undefined){
let data11 = data9.loadBefore;
if(Array.isArray(data11)){
if(data11.length > 3){
const err27 = {instancePath:instancePath+"/machine/loadBefore",schemaPath:"#/properties/machine/properties/loadBefore/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data11.length < 3){
const err28 = {instancePath:instancePath+"/machine/loadBefore",schemaPath:"#/properties/machine/properties/loadBefore/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err29 = {instancePath:instancePath+"/machine/loadBefore/" + i0,schemaPath:"#/properties/machine/properties/loadBefore/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err30 = {instancePath:instancePath+"/machine/loadBefore",schemaPath:"#/properties/machine/properties/loadBefore/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.loadAfter !== undefined){
let data13 = data9.loadAfter;
if(Array.isArray(data13)){
if(data13.length > 3){
const err31 = {instancePath:instancePath+"/machine/loadAfter",schemaPath:"#/properties/machine/properties/loadAfter/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data13.length < 3){
const err32 = {instancePath:instancePath+"/machine/loadAfter",schemaPath:"#/properties/machine/properties/loadAfter/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(!((typeof data14 == "number") && (isFinite(data14)))){
const err33 = {instancePath:instancePath+"/machine/loadAfter/" + i1,schemaPath:"#/properties/machine/properties/loadAfter/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err34 = {instancePath:instancePath+"/machine/loadAfter",schemaPath:"#/properties/machine/properties/loadAfter/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err35 = {instancePath:instancePath+"/machine",schemaPath:"#/properties/machine/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.rows !== undefined){
let data15 = data.rows;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.id === undefined){
const err36 = {instancePath:instancePath+"/rows/" + i2,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data16.title === undefined){
const err37 = {instancePath:instancePath+"/rows/" + i2,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data16.unit === undefined){
const err38 = {instancePath:instancePath+"/rows/" + i2,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "unit"},message:"must have required property '"+"unit"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data16.better === undefined){
const err39 = {instancePath:instancePath+"/rows/" + i2,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "better"},message:"must have required property '"+"better"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data16.floorIs === undefined){
const err40 = {instancePath:instancePath+"/rows/" + i2,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "floorIs"},message:"must have required property '"+"floorIs"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data16.floor === undefined){
const err41 = {instancePath:instancePath+"/rows/" + i2,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "floor"},message:"must have required property '"+"floor"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data16.value === undefined){
const err42 = {instancePath:instancePath+"/rows/" + i2,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data16.ratio === undefined){
const err43 = {instancePath:instancePath+"/rows/" + i2,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "ratio"},message:"must have required property '"+"ratio"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key3 in data16){
if(!(func1.call(schema31.properties.rows.items.properties, key3))){
const err44 = {instancePath:instancePath+"/rows/" + i2,schemaPath:"#/properties/rows/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data16.id !== undefined){
let data17 = data16.id;
if(typeof data17 === "string"){
if(!pattern4.test(data17)){
const err45 = {instancePath:instancePath+"/rows/" + i2+"/id",schemaPath:"#/properties/rows/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9-]+(/[a-z0-9.-]+)+$"},message:"must match pattern \""+"^[a-z0-9-]+(/[a-z0-9.-]+)+$"+"\""};
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
const err46 = {instancePath:instancePath+"/rows/" + i2+"/id",schemaPath:"#/properties/rows/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data16.title !== undefined){
let data18 = data16.title;
if(typeof data18 === "string"){
if(func2(data18) < 1){
const err47 = {instancePath:instancePath+"/rows/" + i2+"/title",schemaPath:"#/properties/rows/items/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/rows/" + i2+"/title",schemaPath:"#/properties/rows/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data16.unit !== undefined){
let data19 = data16.unit;
const _errs44 = errors;
let valid10 = false;
const _errs45 = errors;
if(typeof data19 !== "string"){
const err49 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if("ms" !== data19){
const err50 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf/0/const",keyword:"const",params:{allowedValue: "ms"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid0 = _errs45 === errors;
valid10 = valid10 || _valid0;
const _errs47 = errors;
if(typeof data19 !== "string"){
const err51 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if("s" !== data19){
const err52 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf/1/const",keyword:"const",params:{allowedValue: "s"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid0 = _errs47 === errors;
valid10 = valid10 || _valid0;
const _errs49 = errors;
if(typeof data19 !== "string"){
const err53 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if("MiB" !== data19){
const err54 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf/2/const",keyword:"const",params:{allowedValue: "MiB"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid0 = _errs49 === errors;
valid10 = valid10 || _valid0;
const _errs51 = errors;
if(typeof data19 !== "string"){
const err55 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if("calls" !== data19){
const err56 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf/3/const",keyword:"const",params:{allowedValue: "calls"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid0 = _errs51 === errors;
valid10 = valid10 || _valid0;
const _errs53 = errors;
if(typeof data19 !== "string"){
const err57 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if("commits/s" !== data19){
const err58 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf/4/const",keyword:"const",params:{allowedValue: "commits/s"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid0 = _errs53 === errors;
valid10 = valid10 || _valid0;
const _errs55 = errors;
if(typeof data19 !== "string"){
const err59 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if("sources/s" !== data19){
const err60 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf/5/const",keyword:"const",params:{allowedValue: "sources/s"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid0 = _errs55 === errors;
valid10 = valid10 || _valid0;
if(!valid10){
const err61 = {instancePath:instancePath+"/rows/" + i2+"/unit",schemaPath:"#/properties/rows/items/properties/unit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
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
if(data16.better !== undefined){
let data20 = data16.better;
const _errs58 = errors;
let valid11 = false;
const _errs59 = errors;
if(typeof data20 !== "string"){
const err62 = {instancePath:instancePath+"/rows/" + i2+"/better",schemaPath:"#/properties/rows/items/properties/better/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if("lower" !== data20){
const err63 = {instancePath:instancePath+"/rows/" + i2+"/better",schemaPath:"#/properties/rows/items/properties/better/anyOf/0/const",keyword:"const",params:{allowedValue: "lower"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid1 = _errs59 === errors;
valid11 = valid11 || _valid1;
const _errs61 = errors;
if(typeof data20 !== "string"){
const err64 = {instancePath:instancePath+"/rows/" + i2+"/better",schemaPath:"#/properties/rows/items/properties/better/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if("higher" !== data20){
const err65 = {instancePath:instancePath+"/rows/" + i2+"/better",schemaPath:"#/properties/rows/items/properties/better/anyOf/1/const",keyword:"const",params:{allowedValue: "higher"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid1 = _errs61 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const err66 = {instancePath:instancePath+"/rows/" + i2+"/better",schemaPath:"#/properties/rows/items/properties/better/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
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
if(data16.floorIs !== undefined){
let data21 = data16.floorIs;
if(typeof data21 === "string"){
if(func2(data21) < 1){
const err67 = {instancePath:instancePath+"/rows/" + i2+"/floorIs",schemaPath:"#/properties/rows/items/properties/floorIs/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err68 = {instancePath:instancePath+"/rows/" + i2+"/floorIs",schemaPath:"#/properties/rows/items/properties/floorIs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data16.floor !== undefined){
let data22 = data16.floor;
const _errs66 = errors;
let valid12 = false;
const _errs67 = errors;
if(!((typeof data22 == "number") && (isFinite(data22)))){
const err69 = {instancePath:instancePath+"/rows/" + i2+"/floor",schemaPath:"#/properties/rows/items/properties/floor/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid2 = _errs67 === errors;
valid12 = valid12 || _valid2;
const _errs69 = errors;
if(data22 !== null){
const err70 = {instancePath:instancePath+"/rows/" + i2+"/floor",schemaPath:"#/properties/rows/items/properties/floor/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid2 = _errs69 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const err71 = {instancePath:instancePath+"/rows/" + i2+"/floor",schemaPath:"#/properties/rows/items/properties/floor/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
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
if(data16.value !== undefined){
let data23 = data16.value;
const _errs72 = errors;
let valid13 = false;
const _errs73 = errors;
if(!((typeof data23 == "number") && (isFinite(data23)))){
const err72 = {instancePath:instancePath+"/rows/" + i2+"/value",schemaPath:"#/properties/rows/items/properties/value/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid3 = _errs73 === errors;
valid13 = valid13 || _valid3;
const _errs75 = errors;
if(data23 !== null){
const err73 = {instancePath:instancePath+"/rows/" + i2+"/value",schemaPath:"#/properties/rows/items/properties/value/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid3 = _errs75 === errors;
valid13 = valid13 || _valid3;
if(!valid13){
const err74 = {instancePath:instancePath+"/rows/" + i2+"/value",schemaPath:"#/properties/rows/items/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
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
if(data16.ratio !== undefined){
let data24 = data16.ratio;
const _errs78 = errors;
let valid14 = false;
const _errs79 = errors;
if(!((typeof data24 == "number") && (isFinite(data24)))){
const err75 = {instancePath:instancePath+"/rows/" + i2+"/ratio",schemaPath:"#/properties/rows/items/properties/ratio/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid4 = _errs79 === errors;
valid14 = valid14 || _valid4;
const _errs81 = errors;
if(data24 !== null){
const err76 = {instancePath:instancePath+"/rows/" + i2+"/ratio",schemaPath:"#/properties/rows/items/properties/ratio/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid4 = _errs81 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err77 = {instancePath:instancePath+"/rows/" + i2+"/ratio",schemaPath:"#/properties/rows/items/properties/ratio/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
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
if(data16.target !== undefined){
let data25 = data16.target;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.text === undefined){
const err78 = {instancePath:instancePath+"/rows/" + i2+"/target",schemaPath:"#/properties/rows/items/properties/target/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data25.met === undefined){
const err79 = {instancePath:instancePath+"/rows/" + i2+"/target",schemaPath:"#/properties/rows/items/properties/target/required",keyword:"required",params:{missingProperty: "met"},message:"must have required property '"+"met"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
for(const key4 in data25){
if(!((key4 === "text") || (key4 === "met"))){
const err80 = {instancePath:instancePath+"/rows/" + i2+"/target",schemaPath:"#/properties/rows/items/properties/target/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data25.text !== undefined){
let data26 = data25.text;
if(typeof data26 === "string"){
if(func2(data26) < 1){
const err81 = {instancePath:instancePath+"/rows/" + i2+"/target/text",schemaPath:"#/properties/rows/items/properties/target/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/rows/" + i2+"/target/text",schemaPath:"#/properties/rows/items/properties/target/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data25.met !== undefined){
if(typeof data25.met !== "boolean"){
const err83 = {instancePath:instancePath+"/rows/" + i2+"/target/met",schemaPath:"#/properties/rows/items/properties/target/properties/met/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err84 = {instancePath:instancePath+"/rows/" + i2+"/target",schemaPath:"#/properties/rows/items/properties/target/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data16.note !== undefined){
if(typeof data16.note !== "string"){
const err85 = {instancePath:instancePath+"/rows/" + i2+"/note",schemaPath:"#/properties/rows/items/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data16.load !== undefined){
let data29 = data16.load;
if(Array.isArray(data29)){
if(data29.length > 3){
const err86 = {instancePath:instancePath+"/rows/" + i2+"/load",schemaPath:"#/properties/rows/items/properties/load/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data29.length < 3){
const err87 = {instancePath:instancePath+"/rows/" + i2+"/load",schemaPath:"#/properties/rows/items/properties/load/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
const len3 = data29.length;
for(let i3=0; i3<len3; i3++){
let data30 = data29[i3];
if(!((typeof data30 == "number") && (isFinite(data30)))){
const err88 = {instancePath:instancePath+"/rows/" + i2+"/load/" + i3,schemaPath:"#/properties/rows/items/properties/load/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err89 = {instancePath:instancePath+"/rows/" + i2+"/load",schemaPath:"#/properties/rows/items/properties/load/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err90 = {instancePath:instancePath+"/rows/" + i2,schemaPath:"#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err91 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.failures !== undefined){
let data31 = data.failures;
if(Array.isArray(data31)){
const len4 = data31.length;
for(let i4=0; i4<len4; i4++){
let data32 = data31[i4];
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.bench === undefined){
const err92 = {instancePath:instancePath+"/failures/" + i4,schemaPath:"#/properties/failures/items/required",keyword:"required",params:{missingProperty: "bench"},message:"must have required property '"+"bench"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data32.message === undefined){
const err93 = {instancePath:instancePath+"/failures/" + i4,schemaPath:"#/properties/failures/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
for(const key5 in data32){
if(!((key5 === "bench") || (key5 === "message"))){
const err94 = {instancePath:instancePath+"/failures/" + i4,schemaPath:"#/properties/failures/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data32.bench !== undefined){
if(typeof data32.bench !== "string"){
const err95 = {instancePath:instancePath+"/failures/" + i4+"/bench",schemaPath:"#/properties/failures/items/properties/bench/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data32.message !== undefined){
if(typeof data32.message !== "string"){
const err96 = {instancePath:instancePath+"/failures/" + i4+"/message",schemaPath:"#/properties/failures/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err97 = {instancePath:instancePath+"/failures/" + i4,schemaPath:"#/properties/failures/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err98 = {instancePath:instancePath+"/failures",schemaPath:"#/properties/failures/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCheckResult = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/report/check-result.schema.json","title":"Check result","description":"The data a check returns; verdicts derive from these.","type":"object","required":["id","step","expect","layer","requirements","status","durationMs"],"properties":{"id":{"type":"string"},"step":{"type":"integer","minimum":0,"description":"1-based index of the step in the scenario; 0 for checks the harness adds itself (readiness of the first start, wire violations)."},"expect":{"type":"string","description":"The check kind, e.g. provider.call."},"layer":{"$ref":"https://larkspur.dev/spec/scenario/layer.schema.json"},"requirements":{"type":"array","items":{"type":"string","pattern":"^(TR|AD|HO|DE|AS|BM|OB|QU|CC)-[0-9]{3}$","description":"A stable requirement id from spec/requirements.json."}},"status":{"anyOf":[{"type":"string","const":"pass"},{"type":"string","const":"fail"},{"type":"string","const":"untested"},{"type":"string","const":"expected-fail"}]},"reason":{"type":"string","description":"For untested: capability, host-mode, blocked-by:<layer>, budget, live."},"message":{"type":"string","description":"One line: what was expected and what happened."},"expected":{},"actual":{},"durationMs":{"type":"number","minimum":0}},"additionalProperties":false};
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/scenario/layer.schema.json","title":"Layer","description":"The four verdict axes, in dependency order: transport, admission, host, delivery. A check names one; a scenario gets one verdict per layer.","anyOf":[{"type":"string","const":"transport","description":"Provider frames in and acknowledgements out, reconnect, redelivery, burst, webhook signature."},{"type":"string","const":"admission","description":"Inbox record, session binding, ordering, busy feedback, bounds, delivery modes."},{"type":"string","const":"host","description":"Thread and turn lifecycle on the host, stop with readback, timeouts, errors, approvals."},{"type":"string","const":"delivery","description":"What the user sees: reactions, progress post, final answer, readback, exactly one answer."}]};
const pattern5 = new RegExp("^(TR|AD|HO|DE|AS|BM|OB|QU|CC)-[0-9]{3}$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/report/check-result.schema.json" */;
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
if(data.step === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "step"},message:"must have required property '"+"step"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.expect === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expect"},message:"must have required property '"+"expect"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.layer === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "layer"},message:"must have required property '"+"layer"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.requirements === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirements"},message:"must have required property '"+"requirements"+"'"};
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
if(data.durationMs === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema32.properties, key0))){
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
if(data.step !== undefined){
let data1 = data.step;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/step",schemaPath:"#/properties/step/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/step",schemaPath:"#/properties/step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.expect !== undefined){
if(typeof data.expect !== "string"){
const err11 = {instancePath:instancePath+"/expect",schemaPath:"#/properties/expect/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.layer !== undefined){
let data3 = data.layer;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("transport" !== data3){
const err13 = {instancePath:instancePath+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "transport"},message:"must be equal to constant"};
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
const err14 = {instancePath:instancePath+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("admission" !== data3){
const err15 = {instancePath:instancePath+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "admission"},message:"must be equal to constant"};
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
const err16 = {instancePath:instancePath+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("host" !== data3){
const err17 = {instancePath:instancePath+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "host"},message:"must be equal to constant"};
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
const err18 = {instancePath:instancePath+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("delivery" !== data3){
const err19 = {instancePath:instancePath+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "delivery"},message:"must be equal to constant"};
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
if(!valid2){
const err20 = {instancePath:instancePath+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
if(data.requirements !== undefined){
let data4 = data.requirements;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err21 = {instancePath:instancePath+"/requirements/" + i0,schemaPath:"#/properties/requirements/items/pattern",keyword:"pattern",params:{pattern: "^(TR|AD|HO|DE|AS|BM|OB|QU|CC)-[0-9]{3}$"},message:"must match pattern \""+"^(TR|AD|HO|DE|AS|BM|OB|QU|CC)-[0-9]{3}$"+"\""};
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
const err22 = {instancePath:instancePath+"/requirements/" + i0,schemaPath:"#/properties/requirements/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.status !== undefined){
let data6 = data.status;
const _errs24 = errors;
let valid5 = false;
const _errs25 = errors;
if(typeof data6 !== "string"){
const err24 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("pass" !== data6){
const err25 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "pass"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid5 = valid5 || _valid1;
const _errs27 = errors;
if(typeof data6 !== "string"){
const err26 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("fail" !== data6){
const err27 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid5 = valid5 || _valid1;
const _errs29 = errors;
if(typeof data6 !== "string"){
const err28 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("untested" !== data6){
const err29 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "untested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid5 = valid5 || _valid1;
const _errs31 = errors;
if(typeof data6 !== "string"){
const err30 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if("expected-fail" !== data6){
const err31 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "expected-fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs31 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err32 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
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
if(data.reason !== undefined){
if(typeof data.reason !== "string"){
const err33 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err34 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.durationMs !== undefined){
let data9 = data.durationMs;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err35 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err36 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateExpectations = validate22;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/report/expectations.schema.json","title":"Known divergences","description":"The expectations file an adapter names: expiring markers, never accepted differences.","type":"object","required":["implementation","divergences"],"properties":{"$schema":{"type":"string"},"implementation":{"type":"string","description":"The adapter name these divergences belong to."},"divergences":{"type":"array","items":{"type":"object","required":["target","reason","tracking","expires"],"properties":{"target":{"type":"string","pattern":"^[a-z0-9-]+(/[a-z0-9-]+)+(#[a-z0-9][a-z0-9-]*)?$","description":"A scenario id, or scenario#check for one check."},"layer":{"$ref":"https://larkspur.dev/spec/scenario/layer.schema.json"},"reason":{"type":"string","minLength":1,"description":"Why the implementation diverges, in a sentence."},"tracking":{"type":"string","minLength":1,"description":"Where the fix is tracked (issue URL or id)."},"expires":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","description":"YYYY-MM-DD. From that day the entry fails the run until it is renewed or removed."}},"additionalProperties":false},"description":"Known divergences. A listed failure counts as expected-fail. A listed entry that passes fails the run (\"remove <target> from <file> — it now passes\"); an expired entry fails the run."}},"additionalProperties":false};
const pattern6 = new RegExp("^[a-z0-9-]+(/[a-z0-9-]+)+(#[a-z0-9][a-z0-9-]*)?$", "u");
const pattern7 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/report/expectations.schema.json" */;
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
if(data.divergences === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "divergences"},message:"must have required property '"+"divergences"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "implementation")) || (key0 === "divergences"))){
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
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.implementation !== undefined){
if(typeof data.implementation !== "string"){
const err4 = {instancePath:instancePath+"/implementation",schemaPath:"#/properties/implementation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.divergences !== undefined){
let data2 = data.divergences;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.target === undefined){
const err5 = {instancePath:instancePath+"/divergences/" + i0,schemaPath:"#/properties/divergences/items/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.reason === undefined){
const err6 = {instancePath:instancePath+"/divergences/" + i0,schemaPath:"#/properties/divergences/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.tracking === undefined){
const err7 = {instancePath:instancePath+"/divergences/" + i0,schemaPath:"#/properties/divergences/items/required",keyword:"required",params:{missingProperty: "tracking"},message:"must have required property '"+"tracking"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.expires === undefined){
const err8 = {instancePath:instancePath+"/divergences/" + i0,schemaPath:"#/properties/divergences/items/required",keyword:"required",params:{missingProperty: "expires"},message:"must have required property '"+"expires"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data3){
if(!(((((key1 === "target") || (key1 === "layer")) || (key1 === "reason")) || (key1 === "tracking")) || (key1 === "expires"))){
const err9 = {instancePath:instancePath+"/divergences/" + i0,schemaPath:"#/properties/divergences/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.target !== undefined){
let data4 = data3.target;
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err10 = {instancePath:instancePath+"/divergences/" + i0+"/target",schemaPath:"#/properties/divergences/items/properties/target/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9-]+(/[a-z0-9-]+)+(#[a-z0-9][a-z0-9-]*)?$"},message:"must match pattern \""+"^[a-z0-9-]+(/[a-z0-9-]+)+(#[a-z0-9][a-z0-9-]*)?$"+"\""};
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
const err11 = {instancePath:instancePath+"/divergences/" + i0+"/target",schemaPath:"#/properties/divergences/items/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.layer !== undefined){
let data5 = data3.layer;
const _errs15 = errors;
let valid5 = false;
const _errs16 = errors;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/divergences/" + i0+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("transport" !== data5){
const err13 = {instancePath:instancePath+"/divergences/" + i0+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "transport"},message:"must be equal to constant"};
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
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/divergences/" + i0+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("admission" !== data5){
const err15 = {instancePath:instancePath+"/divergences/" + i0+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "admission"},message:"must be equal to constant"};
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
const _errs20 = errors;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/divergences/" + i0+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("host" !== data5){
const err17 = {instancePath:instancePath+"/divergences/" + i0+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "host"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid5 = valid5 || _valid0;
const _errs22 = errors;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/divergences/" + i0+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("delivery" !== data5){
const err19 = {instancePath:instancePath+"/divergences/" + i0+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "delivery"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err20 = {instancePath:instancePath+"/divergences/" + i0+"/layer",schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
if(data3.reason !== undefined){
let data6 = data3.reason;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err21 = {instancePath:instancePath+"/divergences/" + i0+"/reason",schemaPath:"#/properties/divergences/items/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/divergences/" + i0+"/reason",schemaPath:"#/properties/divergences/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.tracking !== undefined){
let data7 = data3.tracking;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err23 = {instancePath:instancePath+"/divergences/" + i0+"/tracking",schemaPath:"#/properties/divergences/items/properties/tracking/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err24 = {instancePath:instancePath+"/divergences/" + i0+"/tracking",schemaPath:"#/properties/divergences/items/properties/tracking/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.expires !== undefined){
let data8 = data3.expires;
if(typeof data8 === "string"){
if(!pattern7.test(data8)){
const err25 = {instancePath:instancePath+"/divergences/" + i0+"/expires",schemaPath:"#/properties/divergences/items/properties/expires/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err26 = {instancePath:instancePath+"/divergences/" + i0+"/expires",schemaPath:"#/properties/divergences/items/properties/expires/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/divergences/" + i0,schemaPath:"#/properties/divergences/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err28 = {instancePath:instancePath+"/divergences",schemaPath:"#/properties/divergences/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateGatePolicy = validate23;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/report/gate-policy.schema.json","title":"Gate policy","description":"Which failures fail the run (exit 1) and which only warn, e.g. a PR gate that blocks on every MUST while SHOULD failures warn. Without a policy every failure blocks. A failed check that cites no requirement always blocks. Stale or expired expectations and harness errors are never governed by the policy.","type":"object","required":["name","block"],"properties":{"$schema":{"type":"string"},"name":{"type":"string","minLength":1,"description":"Shown in the report, e.g. \"pr\" or \"nightly\"."},"block":{"type":"object","required":["levels"],"properties":{"levels":{"type":"array","items":{"anyOf":[{"type":"string","const":"MUST"},{"type":"string","const":"SHOULD"},{"type":"string","const":"MAY"}]},"minItems":1,"uniqueItems":true,"description":"A failed check blocks when one of its requirements has one of these levels."},"layers":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/scenario/layer.schema.json"},"minItems":1,"uniqueItems":true,"description":"And when its layer is one of these. Default: every layer."}},"additionalProperties":false}},"additionalProperties":false};
const func0 = require("ajv/dist/runtime/equal").default;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/report/gate-policy.schema.json" */;
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
if(data.block === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "block"},message:"must have required property '"+"block"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "name")) || (key0 === "block"))){
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
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.block !== undefined){
let data2 = data.block;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.levels === undefined){
const err6 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/required",keyword:"required",params:{missingProperty: "levels"},message:"must have required property '"+"levels"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "levels") || (key1 === "layers"))){
const err7 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.levels !== undefined){
let data3 = data2.levels;
if(Array.isArray(data3)){
if(data3.length < 1){
const err8 = {instancePath:instancePath+"/block/levels",schemaPath:"#/properties/block/properties/levels/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
const _errs12 = errors;
let valid4 = false;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/block/levels/" + i0,schemaPath:"#/properties/block/properties/levels/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("MUST" !== data4){
const err10 = {instancePath:instancePath+"/block/levels/" + i0,schemaPath:"#/properties/block/properties/levels/items/anyOf/0/const",keyword:"const",params:{allowedValue: "MUST"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid4 = valid4 || _valid0;
const _errs15 = errors;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/block/levels/" + i0,schemaPath:"#/properties/block/properties/levels/items/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("SHOULD" !== data4){
const err12 = {instancePath:instancePath+"/block/levels/" + i0,schemaPath:"#/properties/block/properties/levels/items/anyOf/1/const",keyword:"const",params:{allowedValue: "SHOULD"},message:"must be equal to constant"};
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
const _errs17 = errors;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/block/levels/" + i0,schemaPath:"#/properties/block/properties/levels/items/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("MAY" !== data4){
const err14 = {instancePath:instancePath+"/block/levels/" + i0,schemaPath:"#/properties/block/properties/levels/items/anyOf/2/const",keyword:"const",params:{allowedValue: "MAY"},message:"must be equal to constant"};
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
if(!valid4){
const err15 = {instancePath:instancePath+"/block/levels/" + i0,schemaPath:"#/properties/block/properties/levels/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
let i1 = data3.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data3[i1], data3[j0])){
const err16 = {instancePath:instancePath+"/block/levels",schemaPath:"#/properties/block/properties/levels/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err17 = {instancePath:instancePath+"/block/levels",schemaPath:"#/properties/block/properties/levels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.layers !== undefined){
let data5 = data2.layers;
if(Array.isArray(data5)){
if(data5.length < 1){
const err18 = {instancePath:instancePath+"/block/layers",schemaPath:"#/properties/block/properties/layers/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len1 = data5.length;
for(let i2=0; i2<len1; i2++){
let data6 = data5[i2];
const _errs23 = errors;
let valid9 = false;
const _errs24 = errors;
if(typeof data6 !== "string"){
const err19 = {instancePath:instancePath+"/block/layers/" + i2,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("transport" !== data6){
const err20 = {instancePath:instancePath+"/block/layers/" + i2,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "transport"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid9 = valid9 || _valid1;
const _errs26 = errors;
if(typeof data6 !== "string"){
const err21 = {instancePath:instancePath+"/block/layers/" + i2,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("admission" !== data6){
const err22 = {instancePath:instancePath+"/block/layers/" + i2,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "admission"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid9 = valid9 || _valid1;
const _errs28 = errors;
if(typeof data6 !== "string"){
const err23 = {instancePath:instancePath+"/block/layers/" + i2,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("host" !== data6){
const err24 = {instancePath:instancePath+"/block/layers/" + i2,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "host"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs28 === errors;
valid9 = valid9 || _valid1;
const _errs30 = errors;
if(typeof data6 !== "string"){
const err25 = {instancePath:instancePath+"/block/layers/" + i2,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("delivery" !== data6){
const err26 = {instancePath:instancePath+"/block/layers/" + i2,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "delivery"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs30 === errors;
valid9 = valid9 || _valid1;
if(!valid9){
const err27 = {instancePath:instancePath+"/block/layers/" + i2,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
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
let i3 = data5.length;
let j1;
if(i3 > 1){
outer1:
for(;i3--;){
for(j1 = i3; j1--;){
if(func0(data5[i3], data5[j1])){
const err28 = {instancePath:instancePath+"/block/layers",schemaPath:"#/properties/block/properties/layers/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
break outer1;
}
}
}
}
}
else {
const err29 = {instancePath:instancePath+"/block/layers",schemaPath:"#/properties/block/properties/layers/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err30 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateReport = validate24;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/report/report.schema.json","title":"Run report","description":"The JSON report of one `larkspur run` (or `larkspur fuzz`: then each generated run is a scenario, and the manifest holds the campaign).","type":"object","required":["reportVersion","manifest","exitCode","totals","problems","warnings","scenarios","requirements"],"properties":{"reportVersion":{"type":"string","const":"0"},"manifest":{"type":"object","required":["specVersion","harnessVersion","scenarioSetHash","implementation","seed","filters","repeat","workers","startedAt","durationMs","node","platform"],"properties":{"specVersion":{"type":"string"},"harnessVersion":{"type":"string"},"scenarioSetHash":{"type":"string","pattern":"^sha256:[0-9a-f]{64}$","description":"Over the selected scenario files, sorted by id."},"implementation":{"type":"object","required":["name","adapter","capabilities"],"properties":{"name":{"type":"string"},"version":{"type":"string"},"adapter":{"type":"string","description":"Path of the adapter file."},"capabilities":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/control/capability.schema.json"}}},"additionalProperties":false},"seed":{"type":"integer"},"filters":{"type":"object","properties":{"scenario":{"type":"array","items":{"type":"string"}},"tag":{"type":"array","items":{"type":"string"}},"layer":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/scenario/layer.schema.json"}},"requirement":{"type":"array","items":{"type":"string"}},"shard":{"type":"string"}},"additionalProperties":false,"description":"Every filter of this run; empty when the whole corpus ran."},"gate":{"type":"string","description":"The name of the gate policy, when one was given."},"host":{"type":"object","required":["mode"],"properties":{"mode":{"anyOf":[{"type":"string","const":"double"},{"type":"string","const":"codex"},{"type":"string","const":"claude-code"},{"type":"string","const":"model-api"}],"description":"double: the host double stood in for the agent host. codex: a real codex app-server, with the model double behind it. claude-code: the real Claude Code, with the model double behind it. model-api: the implementation called the model double itself."},"interface":{"anyOf":[{"type":"string","const":"codex-app-server"},{"type":"string","const":"claude-code"},{"type":"string","const":"model-api"}],"description":"The host interface the adapter declares (launch/adapter's host)."},"codexVersion":{"type":"string","description":"With codex: the version the binary reported (codex --version)."},"claudeCodeVersion":{"type":"string","description":"With claude-code: the version the kit's pinned claude reported (claude --version)."},"agents":{"type":"array","items":{"type":"string"},"description":"Every user agent of a model call the model double answered in the run (scenario hostAgents): the agent that actually ran — the kit's pinned Claude Code, or the copy an Agent SDK bundles."},"windowScale":{"type":"number","exclusiveMinimum":1,"description":"How many times longer checks waited in this mode (claude-code: 3, since Claude Code starts for every turn): every within, settleMs and quiet window, never a bound the spec sets (an ACK deadline)."},"notes":{"type":"array","items":{"type":"object","required":["reason","scenarios","checks"],"properties":{"reason":{"type":"string","description":"What this host mode could not play or see, and why: a scenario whose host script needs the host double, a check of what only another interface shows."},"scenarios":{"type":"array","items":{"type":"string"},"description":"Where it applied."},"checks":{"type":"integer","minimum":0,"description":"How many checks it left untested (host-mode); 0 for whole scenarios."}},"additionalProperties":false},"description":"Each reason for untested (host-mode) once, with where it applied — not repeated per check."}},"additionalProperties":false,"description":"The agent host the implementation drove in this run; absent for larkspur qualify (the install's own host)."},"repeat":{"type":"integer","minimum":1},"workers":{"type":"integer","minimum":1},"startedAt":{"type":"string"},"durationMs":{"type":"number","minimum":0},"node":{"type":"string"},"platform":{"type":"string"},"fuzz":{"$ref":"https://larkspur.dev/spec/fuzz/campaign.schema.json"}},"additionalProperties":false},"exitCode":{"anyOf":[{"type":"number","const":0},{"type":"number","const":1},{"type":"number","const":2},{"type":"number","const":3},{"type":"number","const":130}],"description":"0 all required checks pass; 1 a failure; 2 nothing measured; 3 the harness broke; 130 interrupted (SIGINT or SIGTERM): the report holds only what ran."},"interrupted":{"type":"object","required":["signal","notRun"],"properties":{"signal":{"type":"string","description":"SIGINT (Ctrl-C) or SIGTERM."},"notRun":{"type":"array","items":{"type":"string"},"description":"Scenarios selected but not finished: never started, or stopped mid-way (their results are left out)."}},"additionalProperties":false,"description":"Present when the run was interrupted: the report is partial."},"totals":{"type":"object","required":["transport","admission","host","delivery"],"properties":{"transport":{"type":"object","required":["pass","fail","untested","expectedFail"],"properties":{"pass":{"type":"integer","minimum":0},"fail":{"type":"integer","minimum":0},"untested":{"type":"integer","minimum":0},"expectedFail":{"type":"integer","minimum":0}},"additionalProperties":false},"admission":{"type":"object","required":["pass","fail","untested","expectedFail"],"properties":{"pass":{"type":"integer","minimum":0},"fail":{"type":"integer","minimum":0},"untested":{"type":"integer","minimum":0},"expectedFail":{"type":"integer","minimum":0}},"additionalProperties":false},"host":{"type":"object","required":["pass","fail","untested","expectedFail"],"properties":{"pass":{"type":"integer","minimum":0},"fail":{"type":"integer","minimum":0},"untested":{"type":"integer","minimum":0},"expectedFail":{"type":"integer","minimum":0}},"additionalProperties":false},"delivery":{"type":"object","required":["pass","fail","untested","expectedFail"],"properties":{"pass":{"type":"integer","minimum":0},"fail":{"type":"integer","minimum":0},"untested":{"type":"integer","minimum":0},"expectedFail":{"type":"integer","minimum":0}},"additionalProperties":false}},"additionalProperties":false,"description":"Layer verdicts summed over scenarios."},"problems":{"type":"array","items":{"type":"string"},"description":"Run-level findings that fail the run: harness errors, stale or expired expectations."},"warnings":{"type":"array","items":{"type":"string"},"description":"Failures the gate policy does not block on; they do not change the exit code."},"scenarios":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/report/scenario-result.schema.json"}},"requirements":{"type":"array","items":{"type":"object","required":["id","level","layer","status","scenarios"],"properties":{"id":{"type":"string","pattern":"^(TR|AD|HO|DE|AS|BM|OB|QU|CC)-[0-9]{3}$","description":"A stable requirement id from spec/requirements.json."},"level":{"type":"string"},"layer":{"type":"string"},"status":{"anyOf":[{"type":"string","const":"pass"},{"type":"string","const":"fail"},{"type":"string","const":"expected-fail"},{"type":"string","const":"untested"},{"type":"string","const":"not-covered"}],"description":"expected-fail: it fails only where the expectations file lists the failure (a known divergence)."},"scenarios":{"type":"array","items":{"type":"object","required":["id","status"],"properties":{"id":{"type":"string"},"status":{"type":"string"}},"additionalProperties":false}}},"additionalProperties":false},"description":"The trace matrix: every requirement with the scenarios that check it."}},"additionalProperties":false};
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/control/capability.schema.json","title":"Capability","description":"A capability an implementation declares in its adapter file and in GET /v1/ready.","anyOf":[{"type":"string","const":"control","description":"Serves the control API (readiness, projections of sessions, turns and inbox sources)."},{"type":"string","const":"control.stop","description":"Stops a turn through POST /v1/turns/{turnId}/stop with a readback receipt."},{"type":"string","const":"control.dispatch","description":"Projects what it holds in memory against what waits in the inbox: GET /v1/dispatch (TR-004)."},{"type":"string","const":"long-connection","description":"Takes provider events over the long connection (LARKSPUR_LARK_INTAKE=ws): joins multi-part frames, reconnects, and keeps one consumer per app."},{"type":"string","const":"webhook","description":"Takes provider events by signed, optionally encrypted webhook push (LARKSPUR_LARK_INTAKE=webhook)."},{"type":"string","const":"progress","description":"Shows a coalesced progress post while a turn runs."},{"type":"string","const":"reply-threading","description":"Posts every message for a source as a reply to it (im.message.reply, parent_id = the source). Checks on the answer to a source then accept replies to it only; without it they attribute the bot's messages in the conversation in order (DE-010)."},{"type":"string","const":"delivery-modes","description":"Takes queue, inbox and steer delivery modes for input to a busy session."},{"type":"string","const":"approvals","description":"Relays host approval requests to the user and binds the answer."},{"type":"string","const":"attached-sessions","description":"Brokers attached host sessions (bind, claim, complete, close) through /v1/attached (AS-001…AS-008)."},{"type":"string","const":"triggers","description":"Dispatches instructions as turns once per caller-chosen turn key through /v1/sessions/{sessionId}/triggers (BM-001…BM-003)."},{"type":"string","const":"knobs","description":"Reads the timing knobs file (LARKSPUR_KNOBS) and holds its bounds and windows instead of the spec defaults. A scenario whose checks depend on a knob value the bridge would otherwise never be told (a 50-character input bound, a 500 ms idle timeout) needs it: without it that scenario is untested (capability), never a failure."},{"type":"string","const":"event-timing","description":"Prints content-free timing lines on stdout when LARKSPUR_EVENT_TIMING=1."},{"type":"string","const":"media","description":"Passes images and files to the host, or reports them unavailable."},{"type":"string","const":"markdown","description":"Presents answers as markdown: a post with an md element, or a card with a markdown element (DE-007)."},{"type":"string","const":"model-provider","description":"Checks the model provider the host reads back against LARKSPUR_MODEL_PROVIDER when it is set (HO-002)."},{"type":"string","const":"multi-instance","description":"Several instances serve one bot over one shared store (LARKSPUR_STORE_URL): each session runs on one instance at a time under a fencing token, and a dead instance's sessions are taken over. Needs the adapter's instances."}]};
const pattern8 = new RegExp("^sha256:[0-9a-f]{64}$", "u");
const schema41 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/fuzz/campaign.schema.json","title":"Fuzz campaign","description":"The manifest of a `larkspur fuzz` report: the seed, the budget, every run with its plan, and what was found.","type":"object","required":["seed","budget","runs","found"],"properties":{"seed":{"type":"integer","description":"The campaign seed: run n plays the plan generated from (seed, n)."},"budget":{"type":"object","properties":{"runs":{"type":"integer","minimum":1},"seconds":{"type":"number","minimum":0}},"additionalProperties":false,"description":"What bounded the campaign; the first reached ends it."},"runs":{"type":"array","items":{"type":"object","required":["scenario","plan","sources","fired"],"properties":{"scenario":{"type":"string","description":"The id of the run in the report: fuzz/s<seed>-r<run>."},"plan":{"$ref":"https://larkspur.dev/spec/fuzz/plan.schema.json"},"sources":{"type":"integer","minimum":0},"fired":{"type":"object","required":["faults","kills","redeliveries"],"properties":{"faults":{"type":"integer","minimum":0,"description":"Programmed faults that fired (a fault whose call never came does not)."},"kills":{"type":"integer","minimum":0,"description":"kill -9 of the implementation."},"redeliveries":{"type":"integer","minimum":0}},"additionalProperties":false}},"additionalProperties":false}},"found":{"type":"array","items":{"type":"object","required":["id","from","failure","units","replays","replay"],"properties":{"id":{"type":"string","description":"The replay id: larkspur fuzz --replay <id>."},"from":{"type":"string","description":"The run it was found in."},"failure":{"type":"array","items":{"type":"string"},"description":"check id:kind of each failure of the shrunk plan; the first is the one kept while shrinking."},"units":{"type":"object","required":["before","after"],"properties":{"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false,"description":"Timeline units and faults of the plan, before and after shrinking."},"replays":{"type":"object","required":["played","failed"],"properties":{"played":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0}},"additionalProperties":false,"description":"The shrunk plan played again: how often it failed the same way."},"replay":{"type":"string","description":"The command that plays it again."},"scenarioFile":{"type":"string","description":"The scenario file written for it (--write-scenarios)."}},"additionalProperties":false}}},"additionalProperties":false};
const schema42 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/fuzz/plan.schema.json","title":"Fuzz plan","description":"One run of `larkspur fuzz`: a seeded conversation load and fault plan. The fuzz plays it as a scenario ending in invariant checks; a failing plan is shrunk and saved, and `larkspur fuzz --replay <id>` plays it again.","type":"object","required":["planVersion","seed","run","intake","knobs","provider","host","settle","timeline","faults"],"properties":{"$schema":{"type":"string"},"planVersion":{"type":"string","const":"0"},"seed":{"type":"integer","description":"The campaign seed the plan was generated from."},"run":{"type":"integer","minimum":1,"description":"Which run of the seed: the plan is a pure function of (seed, run, generator options)."},"intake":{"anyOf":[{"type":"string","const":"ws"},{"type":"string","const":"webhook"}],"description":"The intake it was made for: ws-only faults need the long connection."},"knobs":{"$ref":"https://larkspur.dev/spec/launch/knobs.schema.json"},"provider":{"type":"object","required":["ackDeadlineMs","redeliveryScheduleMs"],"properties":{"ackDeadlineMs":{"type":"integer","minimum":1},"redeliveryScheduleMs":{"type":"array","items":{"type":"integer","minimum":0}}},"additionalProperties":false,"description":"The provider double: its ACK deadline and redelivery schedule."},"host":{"type":"object","required":["deltas","deltaDelayMs"],"properties":{"deltas":{"type":"integer","minimum":1,"maximum":64,"description":"Every turn echoes its input in this many deltas."},"deltaDelayMs":{"type":"integer","minimum":0,"description":"Before each delta: how long a turn runs."}},"additionalProperties":false},"settle":{"type":"object","required":["withinMs","quietMs"],"properties":{"withinMs":{"type":"integer","minimum":0,"description":"The most the invariants wait for the run to settle."},"quietMs":{"type":"integer","minimum":0,"description":"Settled after this long with nothing on any wire."}},"additionalProperties":false},"timeline":{"type":"array","items":{"anyOf":[{"type":"object","required":["id","at","kind","chat","text"],"properties":{"id":{"type":"string","pattern":"^[a-z][a-z0-9]*$","description":"Stable within the plan; kept by shrinking."},"at":{"type":"integer","minimum":0,"description":"When, in ms from the first step; a restart before it delays it by the time the implementation took to come back."},"kind":{"type":"string","const":"send"},"chat":{"type":"string","pattern":"^(p2p:[a-z0-9_-]+|group:[a-z0-9_-]+(/[a-z0-9_-]+)?)$","description":"The conversation: \"p2p:<user>\" is the private chat of that user with the bot; \"group:<name>\" a group chat; \"group:<name>/<topic>\" a topic (thread) in it. Ids are derived stably from the names."},"from":{"type":"string","pattern":"^[a-z0-9_-]+$","description":"The sender; default the private chat user, else \"alice\"."},"text":{"type":"string","minLength":1,"description":"The message; a request carries a marker unique in the plan, so its turns and answer can be told apart."},"mention":{"type":"boolean","description":"A group message that mentions the bot."}},"additionalProperties":false,"description":"A user sends a message (a request, or a command such as /stop)."},{"type":"object","required":["id","at","kind","of","newEventId"],"properties":{"id":{"type":"string","pattern":"^[a-z][a-z0-9]*$","description":"Stable within the plan; kept by shrinking."},"at":{"type":"integer","minimum":0,"description":"When, in ms from the first step; a restart before it delays it by the time the implementation took to come back."},"kind":{"type":"string","const":"redeliver"},"of":{"type":"string","pattern":"^[a-z][a-z0-9]*$","description":"Stable within the plan; kept by shrinking."},"newEventId":{"type":"boolean","description":"The same message under a new event id, else the same event again."}},"additionalProperties":false,"description":"Lark pushes the event of an earlier send again."},{"type":"object","required":["id","at","kind"],"properties":{"id":{"type":"string","pattern":"^[a-z][a-z0-9]*$","description":"Stable within the plan; kept by shrinking."},"at":{"type":"integer","minimum":0,"description":"When, in ms from the first step; a restart before it delays it by the time the implementation took to come back."},"kind":{"type":"string","const":"restart"},"instance":{"type":"integer","minimum":1,"maximum":8,"description":"With several instances (adapter instances): only this one is killed, the others go on. Without it: every instance."}},"additionalProperties":false,"description":"kill -9 of the implementation (its process group), then a start over the same data directory."},{"type":"object","required":["id","at","kind","ms"],"properties":{"id":{"type":"string","pattern":"^[a-z][a-z0-9]*$","description":"Stable within the plan; kept by shrinking."},"at":{"type":"integer","minimum":0,"description":"When, in ms from the first step; a restart before it delays it by the time the implementation took to come back."},"kind":{"type":"string","const":"outage"},"ms":{"type":"integer","minimum":0,"description":"How long the implementation stays down; events meanwhile wait at Lark."},"instance":{"type":"integer","minimum":1,"maximum":8,"description":"With several instances (adapter instances): only this one is killed, the others go on. Without it: every instance."}},"additionalProperties":false,"description":"kill -9, then a start ms later."}]},"description":"In time order."},"faults":{"type":"array","items":{"anyOf":[{"type":"object","required":["id","of","push"],"properties":{"id":{"type":"string","pattern":"^[a-z][a-z0-9]*$","description":"Stable within the plan; kept by shrinking."},"of":{"type":"string","pattern":"^[a-z][a-z0-9]*$","description":"Stable within the plan; kept by shrinking."},"push":{"$ref":"https://larkspur.dev/spec/provider/double-push-fault.schema.json"}},"additionalProperties":false},{"type":"object","required":["id","of","http"],"properties":{"id":{"type":"string","pattern":"^[a-z][a-z0-9]*$","description":"Stable within the plan; kept by shrinking."},"of":{"type":"string","pattern":"^[a-z][a-z0-9]*$","description":"Stable within the plan; kept by shrinking."},"http":{"$ref":"https://larkspur.dev/spec/provider/double-http-fault.schema.json"}},"additionalProperties":false}]},"description":"Faults of one send each (`of`): push faults of its deliveries and acknowledgements, HTTP faults of the calls about it; each fires once, on the (skip+1)-th push or call it matches."},"found":{"type":"object","required":["id","adapter","failure"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9-]+$","description":"The replay id: larkspur fuzz --replay <id>."},"adapter":{"type":"string","description":"The adapter file it failed against."},"failure":{"type":"array","items":{"type":"string"},"minItems":1,"description":"How it failed: check id and kind of failure, e.g. \"answers:lost\". A replay fails the same way when it shows the first of them."},"shrunkFrom":{"type":"object","required":["units","faults"],"properties":{"units":{"type":"integer","minimum":0},"faults":{"type":"integer","minimum":0}},"additionalProperties":false,"description":"The size of the plan before shrinking."}},"additionalProperties":false,"description":"Set on a saved plan: a failure the fuzz found, shrunk."}},"additionalProperties":false};
const schema43 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/launch/knobs.schema.json","title":"Timing knobs","description":"The JSON file named by LARKSPUR_KNOBS. Every knob is optional; an absent knob takes its default. An implementation reads its timeouts, intervals and bounds from here so that a scenario can shrink them.","type":"object","properties":{"feedbackWindowMs":{"type":"integer","minimum":1,"default":3000,"description":"Visible processing or queued feedback must appear within this time of admission (DE-001, AD-003)."},"progressIntervalMs":{"type":"integer","minimum":1,"default":2000,"description":"Minimum interval between edits of the progress post (DE-002)."},"draftLimitChars":{"type":"integer","minimum":1,"default":6000,"description":"The progress post shows at most this many of the latest answer characters (DE-002)."},"stopBudgetMs":{"type":"integer","minimum":1,"default":5000,"description":"A stop must be proven by a fresh thread read within this time (HO-004)."},"idleTimeoutMs":{"type":"integer","minimum":1,"default":600000,"description":"A turn with no host event for this long ends as timed_out (HO-006)."},"hardTimeoutMs":{"type":"integer","minimum":1,"default":3600000,"description":"A turn running this long in total ends as timed_out (HO-006)."},"maxHandlers":{"type":"integer","minimum":1,"default":4,"description":"At most this many sources are handled at once (TR-004)."},"memoryQueueBound":{"type":"integer","minimum":1,"default":64,"description":"At most this many sources are held in memory, active handlers included; the rest wait in the inbox (TR-004)."},"inputCharLimit":{"type":"integer","minimum":1,"default":12000,"description":"Longest accepted input in characters; longer input is refused explicitly (AD-007)."},"pendingInputLimit":{"type":"integer","minimum":1,"default":20,"description":"Most pending inputs per session; more are refused explicitly (AD-007)."},"claimWaitCapMs":{"type":"integer","minimum":1,"default":1800000,"description":"Longest bounded wait of an attached-session claim (AS-003)."},"approvalTtlMs":{"type":"integer","minimum":1,"default":600000,"description":"An approval request expires to decline after this time (HO-008)."},"mediaTtlMs":{"type":"integer","minimum":1,"default":600000,"description":"A downloaded image or file is deleted after this time at the latest, if its turn has not ended first (HO-010)."},"mediaMaxBytes":{"type":"integer","minimum":1,"default":20971520,"description":"Largest image or file downloaded for the host; a larger one is reported unavailable (HO-010, AD-010)."},"providerTimeoutMs":{"type":"integer","minimum":1,"default":10000,"description":"An outbound provider call with no answer by then is given up as failed; it may still have been applied, so it is reconciled like a lost acknowledgement (DE-005)."},"deliveryRetryMs":{"type":"integer","minimum":1,"default":600000,"description":"A delivery that failed on a transient fault is retried with backoff, across restarts, for at most this long after its first attempt; then it fails explicitly (DE-009)."},"instanceLeaseMs":{"type":"integer","minimum":1,"default":15000,"description":"Multi-instance: an instance whose heartbeat lease was not renewed for this long is dead; its sessions are taken over (TR-006, DE-006)."}},"additionalProperties":false};
const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-push-fault.schema.json","title":"Side channel: a push fault","description":"POST /__double/faults/push. Applies to the next event pushes (or their acknowledgements) that match.","type":"object","required":["kind"],"properties":{"kind":{"anyOf":[{"type":"string","const":"drop-ack","description":"The acknowledgement (a frame, or the webhook answer) is lost: recorded with the fault, never as an ack; the deadline then redelivers."},{"type":"string","const":"delay-ack","description":"Long connection only: the acknowledgement reaches Lark ms later."},{"type":"string","const":"close-socket","description":"Long connection only: the server closes the connection right after pushing the event."},{"type":"string","const":"deliver-twice","description":"The event frames go out twice, same message_id."},{"type":"string","const":"out-of-order","description":"Long connection only: the event is held back and goes out after the next one."},{"type":"string","const":"bad-signature","description":"Webhook only: the push carries a wrong X-Lark-Signature, one hex digit off: the first, or the last with at: end."},{"type":"string","const":"unsigned","description":"Webhook only: the push carries no X-Lark-Signature, X-Lark-Request-Timestamp or X-Lark-Request-Nonce at all."},{"type":"string","const":"future-timestamp","description":"Webhook only: the push is signed correctly, but with a timestamp ms ahead (default one hour)."},{"type":"string","const":"stale-timestamp","description":"Webhook only: the push is signed correctly, but ms ago (default one hour), as a replay of a captured push is."}]},"ms":{"type":"integer","minimum":0,"description":"For delay-ack: the delay; for stale-timestamp: the age of the signature; for future-timestamp: how far ahead."},"at":{"anyOf":[{"type":"string","const":"start"},{"type":"string","const":"end"}],"description":"For bad-signature: which end of the signature is wrong. Default start."},"messageId":{"type":"string","description":"Only for events about this IM message."},"times":{"type":"integer","minimum":0,"description":"How many times it fires; default 1; 0 until cleared."},"skip":{"type":"integer","minimum":0,"description":"Matching pushes (or acknowledgements) it lets through before it fires: 1 shapes the second. Default 0."}},"additionalProperties":false};
const schema45 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/provider/double-http-fault.schema.json","title":"Side channel: an Open API fault","description":"POST /__double/faults/http. The first programmed fault whose match fits a call shapes its answer; the call is recorded with fault set to the fault id, and never as the implementation’s wire error.","type":"object","required":["match","action"],"properties":{"match":{"type":"object","properties":{"api":{"type":"string","description":"The SDK's dotted name, e.g. im.message.create."},"method":{"type":"string"},"path":{"type":"string","description":"The exact request path."},"params":{"type":"object","patternProperties":{"^.*$":{"type":"string"}},"description":"Path parameters that must be equal."},"body":{"type":"object","patternProperties":{"^.*$":{}},"description":"A partial match of the JSON body by dot path keys."},"about":{"type":"string","description":"Only calls about this message: a reply to it, or a call on it or on a bot message that replies to it (an edit, a readback, a reaction). Faults about one source stay on it however many other chats are busy."}},"additionalProperties":false,"description":"Every given field must match; an empty match takes any Open API call."},"action":{"anyOf":[{"type":"object","required":["kind","code"],"properties":{"kind":{"type":"string","const":"error","description":"Answer with Lark's error envelope; nothing is applied."},"code":{"type":"integer"},"msg":{"type":"string"},"status":{"type":"integer","minimum":100,"maximum":599,"description":"Default 400."}},"additionalProperties":false},{"type":"object","required":["kind","status"],"properties":{"kind":{"type":"string","const":"status","description":"Answer with this HTTP status and body; nothing is applied."},"status":{"type":"integer","minimum":100,"maximum":599},"body":{}},"additionalProperties":false},{"type":"object","required":["kind","ms"],"properties":{"kind":{"type":"string","const":"delay","description":"Answer normally after ms."},"ms":{"type":"integer","minimum":0}},"additionalProperties":false},{"type":"object","required":["kind"],"properties":{"kind":{"type":"string","const":"drop-response","description":"Apply the call, then close the socket without an answer: a lost acknowledgement."}},"additionalProperties":false},{"type":"object","required":["kind"],"properties":{"kind":{"type":"string","const":"reset","description":"Reset the connection without applying the call."}},"additionalProperties":false},{"type":"object","required":["kind"],"properties":{"kind":{"type":"string","const":"cut","description":"Apply the call and start its answer — the status, the headers with the full content-length, the first half of the body — then, a second later, closes the connection: an answer (a resource download) that fails mid-way, after the client has had its first half."}},"additionalProperties":false},{"type":"object","required":["kind","at"],"properties":{"kind":{"type":"string","const":"alter-content","description":"Answer the call, but with one character of each message's visible text (the longest string of its content) changed, at its start or its end: what Lark holds differs from what was sent early or late."},"at":{"anyOf":[{"type":"string","const":"start"},{"type":"string","const":"end"}]}},"additionalProperties":false}]},"times":{"type":"integer","minimum":0,"description":"How many calls it takes; default 1; 0 until cleared."},"skip":{"type":"integer","minimum":0,"description":"Matching calls it lets through before it fires: 2 shapes the third. Default 0."}},"additionalProperties":false};
const pattern9 = new RegExp("^[a-z][a-z0-9]*$", "u");
const pattern10 = new RegExp("^(p2p:[a-z0-9_-]+|group:[a-z0-9_-]+(/[a-z0-9_-]+)?)$", "u");
const pattern11 = new RegExp("^[a-z0-9_-]+$", "u");
const pattern20 = new RegExp("^.*$", "u");
const pattern22 = new RegExp("^[a-z0-9-]+$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/fuzz/plan.schema.json" */;
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
if(data.planVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "planVersion"},message:"must have required property '"+"planVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.seed === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "seed"},message:"must have required property '"+"seed"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.run === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "run"},message:"must have required property '"+"run"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.intake === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "intake"},message:"must have required property '"+"intake"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.knobs === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "knobs"},message:"must have required property '"+"knobs"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.provider === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.host === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.settle === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settle"},message:"must have required property '"+"settle"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.timeline === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timeline"},message:"must have required property '"+"timeline"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.faults === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "faults"},message:"must have required property '"+"faults"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema42.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err11 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.planVersion !== undefined){
let data1 = data.planVersion;
if(typeof data1 !== "string"){
const err12 = {instancePath:instancePath+"/planVersion",schemaPath:"#/properties/planVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("0" !== data1){
const err13 = {instancePath:instancePath+"/planVersion",schemaPath:"#/properties/planVersion/const",keyword:"const",params:{allowedValue: "0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.seed !== undefined){
let data2 = data.seed;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err14 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.run !== undefined){
let data3 = data.run;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err15 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err16 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.intake !== undefined){
let data4 = data.intake;
const _errs11 = errors;
let valid1 = false;
const _errs12 = errors;
if(typeof data4 !== "string"){
const err17 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("ws" !== data4){
const err18 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf/0/const",keyword:"const",params:{allowedValue: "ws"},message:"must be equal to constant"};
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
if(typeof data4 !== "string"){
const err19 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("webhook" !== data4){
const err20 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf/1/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
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
const err21 = {instancePath:instancePath+"/intake",schemaPath:"#/properties/intake/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
if(data.knobs !== undefined){
let data5 = data.knobs;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(func1.call(schema43.properties, key1))){
const err22 = {instancePath:instancePath+"/knobs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data5.feedbackWindowMs !== undefined){
let data6 = data5.feedbackWindowMs;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err23 = {instancePath:instancePath+"/knobs/feedbackWindowMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/feedbackWindowMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err24 = {instancePath:instancePath+"/knobs/feedbackWindowMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/feedbackWindowMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.progressIntervalMs !== undefined){
let data7 = data5.progressIntervalMs;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err25 = {instancePath:instancePath+"/knobs/progressIntervalMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/progressIntervalMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/knobs/progressIntervalMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/progressIntervalMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.draftLimitChars !== undefined){
let data8 = data5.draftLimitChars;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err27 = {instancePath:instancePath+"/knobs/draftLimitChars",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/draftLimitChars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/knobs/draftLimitChars",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/draftLimitChars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.stopBudgetMs !== undefined){
let data9 = data5.stopBudgetMs;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err29 = {instancePath:instancePath+"/knobs/stopBudgetMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/stopBudgetMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err30 = {instancePath:instancePath+"/knobs/stopBudgetMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/stopBudgetMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.idleTimeoutMs !== undefined){
let data10 = data5.idleTimeoutMs;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err31 = {instancePath:instancePath+"/knobs/idleTimeoutMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/idleTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/knobs/idleTimeoutMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/idleTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.hardTimeoutMs !== undefined){
let data11 = data5.hardTimeoutMs;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err33 = {instancePath:instancePath+"/knobs/hardTimeoutMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/hardTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err34 = {instancePath:instancePath+"/knobs/hardTimeoutMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/hardTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.maxHandlers !== undefined){
let data12 = data5.maxHandlers;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err35 = {instancePath:instancePath+"/knobs/maxHandlers",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/maxHandlers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err36 = {instancePath:instancePath+"/knobs/maxHandlers",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/maxHandlers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.memoryQueueBound !== undefined){
let data13 = data5.memoryQueueBound;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err37 = {instancePath:instancePath+"/knobs/memoryQueueBound",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/memoryQueueBound/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err38 = {instancePath:instancePath+"/knobs/memoryQueueBound",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/memoryQueueBound/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.inputCharLimit !== undefined){
let data14 = data5.inputCharLimit;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err39 = {instancePath:instancePath+"/knobs/inputCharLimit",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/inputCharLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err40 = {instancePath:instancePath+"/knobs/inputCharLimit",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/inputCharLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.pendingInputLimit !== undefined){
let data15 = data5.pendingInputLimit;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err41 = {instancePath:instancePath+"/knobs/pendingInputLimit",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/pendingInputLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err42 = {instancePath:instancePath+"/knobs/pendingInputLimit",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/pendingInputLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.claimWaitCapMs !== undefined){
let data16 = data5.claimWaitCapMs;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err43 = {instancePath:instancePath+"/knobs/claimWaitCapMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/claimWaitCapMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err44 = {instancePath:instancePath+"/knobs/claimWaitCapMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/claimWaitCapMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.approvalTtlMs !== undefined){
let data17 = data5.approvalTtlMs;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err45 = {instancePath:instancePath+"/knobs/approvalTtlMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/approvalTtlMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 1 || isNaN(data17)){
const err46 = {instancePath:instancePath+"/knobs/approvalTtlMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/approvalTtlMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.mediaTtlMs !== undefined){
let data18 = data5.mediaTtlMs;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err47 = {instancePath:instancePath+"/knobs/mediaTtlMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/mediaTtlMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 1 || isNaN(data18)){
const err48 = {instancePath:instancePath+"/knobs/mediaTtlMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/mediaTtlMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.mediaMaxBytes !== undefined){
let data19 = data5.mediaMaxBytes;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err49 = {instancePath:instancePath+"/knobs/mediaMaxBytes",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/mediaMaxBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err50 = {instancePath:instancePath+"/knobs/mediaMaxBytes",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/mediaMaxBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.providerTimeoutMs !== undefined){
let data20 = data5.providerTimeoutMs;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err51 = {instancePath:instancePath+"/knobs/providerTimeoutMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/providerTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 1 || isNaN(data20)){
const err52 = {instancePath:instancePath+"/knobs/providerTimeoutMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/providerTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.deliveryRetryMs !== undefined){
let data21 = data5.deliveryRetryMs;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err53 = {instancePath:instancePath+"/knobs/deliveryRetryMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/deliveryRetryMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err54 = {instancePath:instancePath+"/knobs/deliveryRetryMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/deliveryRetryMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.instanceLeaseMs !== undefined){
let data22 = data5.instanceLeaseMs;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err55 = {instancePath:instancePath+"/knobs/instanceLeaseMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/instanceLeaseMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 1 || isNaN(data22)){
const err56 = {instancePath:instancePath+"/knobs/instanceLeaseMs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/properties/instanceLeaseMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err57 = {instancePath:instancePath+"/knobs",schemaPath:"https://larkspur.dev/spec/launch/knobs.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.provider !== undefined){
let data23 = data.provider;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.ackDeadlineMs === undefined){
const err58 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/required",keyword:"required",params:{missingProperty: "ackDeadlineMs"},message:"must have required property '"+"ackDeadlineMs"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data23.redeliveryScheduleMs === undefined){
const err59 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/required",keyword:"required",params:{missingProperty: "redeliveryScheduleMs"},message:"must have required property '"+"redeliveryScheduleMs"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
for(const key2 in data23){
if(!((key2 === "ackDeadlineMs") || (key2 === "redeliveryScheduleMs"))){
const err60 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data23.ackDeadlineMs !== undefined){
let data24 = data23.ackDeadlineMs;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err61 = {instancePath:instancePath+"/provider/ackDeadlineMs",schemaPath:"#/properties/provider/properties/ackDeadlineMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 1 || isNaN(data24)){
const err62 = {instancePath:instancePath+"/provider/ackDeadlineMs",schemaPath:"#/properties/provider/properties/ackDeadlineMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data23.redeliveryScheduleMs !== undefined){
let data25 = data23.redeliveryScheduleMs;
if(Array.isArray(data25)){
const len0 = data25.length;
for(let i0=0; i0<len0; i0++){
let data26 = data25[i0];
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err63 = {instancePath:instancePath+"/provider/redeliveryScheduleMs/" + i0,schemaPath:"#/properties/provider/properties/redeliveryScheduleMs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err64 = {instancePath:instancePath+"/provider/redeliveryScheduleMs/" + i0,schemaPath:"#/properties/provider/properties/redeliveryScheduleMs/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err65 = {instancePath:instancePath+"/provider/redeliveryScheduleMs",schemaPath:"#/properties/provider/properties/redeliveryScheduleMs/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err66 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.host !== undefined){
let data27 = data.host;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.deltas === undefined){
const err67 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/required",keyword:"required",params:{missingProperty: "deltas"},message:"must have required property '"+"deltas"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data27.deltaDelayMs === undefined){
const err68 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/required",keyword:"required",params:{missingProperty: "deltaDelayMs"},message:"must have required property '"+"deltaDelayMs"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
for(const key3 in data27){
if(!((key3 === "deltas") || (key3 === "deltaDelayMs"))){
const err69 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data27.deltas !== undefined){
let data28 = data27.deltas;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err70 = {instancePath:instancePath+"/host/deltas",schemaPath:"#/properties/host/properties/deltas/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 > 64 || isNaN(data28)){
const err71 = {instancePath:instancePath+"/host/deltas",schemaPath:"#/properties/host/properties/deltas/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data28 < 1 || isNaN(data28)){
const err72 = {instancePath:instancePath+"/host/deltas",schemaPath:"#/properties/host/properties/deltas/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data27.deltaDelayMs !== undefined){
let data29 = data27.deltaDelayMs;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err73 = {instancePath:instancePath+"/host/deltaDelayMs",schemaPath:"#/properties/host/properties/deltaDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err74 = {instancePath:instancePath+"/host/deltaDelayMs",schemaPath:"#/properties/host/properties/deltaDelayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err75 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.settle !== undefined){
let data30 = data.settle;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.withinMs === undefined){
const err76 = {instancePath:instancePath+"/settle",schemaPath:"#/properties/settle/required",keyword:"required",params:{missingProperty: "withinMs"},message:"must have required property '"+"withinMs"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data30.quietMs === undefined){
const err77 = {instancePath:instancePath+"/settle",schemaPath:"#/properties/settle/required",keyword:"required",params:{missingProperty: "quietMs"},message:"must have required property '"+"quietMs"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
for(const key4 in data30){
if(!((key4 === "withinMs") || (key4 === "quietMs"))){
const err78 = {instancePath:instancePath+"/settle",schemaPath:"#/properties/settle/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data30.withinMs !== undefined){
let data31 = data30.withinMs;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err79 = {instancePath:instancePath+"/settle/withinMs",schemaPath:"#/properties/settle/properties/withinMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err80 = {instancePath:instancePath+"/settle/withinMs",schemaPath:"#/properties/settle/properties/withinMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data30.quietMs !== undefined){
let data32 = data30.quietMs;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err81 = {instancePath:instancePath+"/settle/quietMs",schemaPath:"#/properties/settle/properties/quietMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 0 || isNaN(data32)){
const err82 = {instancePath:instancePath+"/settle/quietMs",schemaPath:"#/properties/settle/properties/quietMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err83 = {instancePath:instancePath+"/settle",schemaPath:"#/properties/settle/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.timeline !== undefined){
let data33 = data.timeline;
if(Array.isArray(data33)){
const len1 = data33.length;
for(let i1=0; i1<len1; i1++){
let data34 = data33[i1];
const _errs80 = errors;
let valid11 = false;
const _errs81 = errors;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.id === undefined){
const err84 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/0/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data34.at === undefined){
const err85 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/0/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data34.kind === undefined){
const err86 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data34.chat === undefined){
const err87 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/0/required",keyword:"required",params:{missingProperty: "chat"},message:"must have required property '"+"chat"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data34.text === undefined){
const err88 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
for(const key5 in data34){
if(!(((((((key5 === "id") || (key5 === "at")) || (key5 === "kind")) || (key5 === "chat")) || (key5 === "from")) || (key5 === "text")) || (key5 === "mention"))){
const err89 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data34.id !== undefined){
let data35 = data34.id;
if(typeof data35 === "string"){
if(!pattern9.test(data35)){
const err90 = {instancePath:instancePath+"/timeline/" + i1+"/id",schemaPath:"#/properties/timeline/items/anyOf/0/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]*$"},message:"must match pattern \""+"^[a-z][a-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
else {
const err91 = {instancePath:instancePath+"/timeline/" + i1+"/id",schemaPath:"#/properties/timeline/items/anyOf/0/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data34.at !== undefined){
let data36 = data34.at;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err92 = {instancePath:instancePath+"/timeline/" + i1+"/at",schemaPath:"#/properties/timeline/items/anyOf/0/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
const err93 = {instancePath:instancePath+"/timeline/" + i1+"/at",schemaPath:"#/properties/timeline/items/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data34.kind !== undefined){
let data37 = data34.kind;
if(typeof data37 !== "string"){
const err94 = {instancePath:instancePath+"/timeline/" + i1+"/kind",schemaPath:"#/properties/timeline/items/anyOf/0/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if("send" !== data37){
const err95 = {instancePath:instancePath+"/timeline/" + i1+"/kind",schemaPath:"#/properties/timeline/items/anyOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "send"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data34.chat !== undefined){
let data38 = data34.chat;
if(typeof data38 === "string"){
if(!pattern10.test(data38)){
const err96 = {instancePath:instancePath+"/timeline/" + i1+"/chat",schemaPath:"#/properties/timeline/items/anyOf/0/properties/chat/pattern",keyword:"pattern",params:{pattern: "^(p2p:[a-z0-9_-]+|group:[a-z0-9_-]+(/[a-z0-9_-]+)?)$"},message:"must match pattern \""+"^(p2p:[a-z0-9_-]+|group:[a-z0-9_-]+(/[a-z0-9_-]+)?)$"+"\""};
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
const err97 = {instancePath:instancePath+"/timeline/" + i1+"/chat",schemaPath:"#/properties/timeline/items/anyOf/0/properties/chat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data34.from !== undefined){
let data39 = data34.from;
if(typeof data39 === "string"){
if(!pattern11.test(data39)){
const err98 = {instancePath:instancePath+"/timeline/" + i1+"/from",schemaPath:"#/properties/timeline/items/anyOf/0/properties/from/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/timeline/" + i1+"/from",schemaPath:"#/properties/timeline/items/anyOf/0/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data34.text !== undefined){
let data40 = data34.text;
if(typeof data40 === "string"){
if(func2(data40) < 1){
const err100 = {instancePath:instancePath+"/timeline/" + i1+"/text",schemaPath:"#/properties/timeline/items/anyOf/0/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/timeline/" + i1+"/text",schemaPath:"#/properties/timeline/items/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data34.mention !== undefined){
if(typeof data34.mention !== "boolean"){
const err102 = {instancePath:instancePath+"/timeline/" + i1+"/mention",schemaPath:"#/properties/timeline/items/anyOf/0/properties/mention/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err103 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
var _valid1 = _errs81 === errors;
valid11 = valid11 || _valid1;
if(_valid1){
var props0 = true;
}
const _errs98 = errors;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.id === undefined){
const err104 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(data34.at === undefined){
const err105 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/1/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(data34.kind === undefined){
const err106 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data34.of === undefined){
const err107 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/1/required",keyword:"required",params:{missingProperty: "of"},message:"must have required property '"+"of"+"'"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data34.newEventId === undefined){
const err108 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/1/required",keyword:"required",params:{missingProperty: "newEventId"},message:"must have required property '"+"newEventId"+"'"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
for(const key6 in data34){
if(!(((((key6 === "id") || (key6 === "at")) || (key6 === "kind")) || (key6 === "of")) || (key6 === "newEventId"))){
const err109 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data34.id !== undefined){
let data42 = data34.id;
if(typeof data42 === "string"){
if(!pattern9.test(data42)){
const err110 = {instancePath:instancePath+"/timeline/" + i1+"/id",schemaPath:"#/properties/timeline/items/anyOf/1/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]*$"},message:"must match pattern \""+"^[a-z][a-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/timeline/" + i1+"/id",schemaPath:"#/properties/timeline/items/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data34.at !== undefined){
let data43 = data34.at;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err112 = {instancePath:instancePath+"/timeline/" + i1+"/at",schemaPath:"#/properties/timeline/items/anyOf/1/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
const err113 = {instancePath:instancePath+"/timeline/" + i1+"/at",schemaPath:"#/properties/timeline/items/anyOf/1/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data34.kind !== undefined){
let data44 = data34.kind;
if(typeof data44 !== "string"){
const err114 = {instancePath:instancePath+"/timeline/" + i1+"/kind",schemaPath:"#/properties/timeline/items/anyOf/1/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if("redeliver" !== data44){
const err115 = {instancePath:instancePath+"/timeline/" + i1+"/kind",schemaPath:"#/properties/timeline/items/anyOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "redeliver"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data34.of !== undefined){
let data45 = data34.of;
if(typeof data45 === "string"){
if(!pattern9.test(data45)){
const err116 = {instancePath:instancePath+"/timeline/" + i1+"/of",schemaPath:"#/properties/timeline/items/anyOf/1/properties/of/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]*$"},message:"must match pattern \""+"^[a-z][a-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
else {
const err117 = {instancePath:instancePath+"/timeline/" + i1+"/of",schemaPath:"#/properties/timeline/items/anyOf/1/properties/of/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data34.newEventId !== undefined){
if(typeof data34.newEventId !== "boolean"){
const err118 = {instancePath:instancePath+"/timeline/" + i1+"/newEventId",schemaPath:"#/properties/timeline/items/anyOf/1/properties/newEventId/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err119 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
var _valid1 = _errs98 === errors;
valid11 = valid11 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = true;
}
}
const _errs111 = errors;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.id === undefined){
const err120 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/2/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data34.at === undefined){
const err121 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/2/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data34.kind === undefined){
const err122 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
for(const key7 in data34){
if(!((((key7 === "id") || (key7 === "at")) || (key7 === "kind")) || (key7 === "instance"))){
const err123 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data34.id !== undefined){
let data47 = data34.id;
if(typeof data47 === "string"){
if(!pattern9.test(data47)){
const err124 = {instancePath:instancePath+"/timeline/" + i1+"/id",schemaPath:"#/properties/timeline/items/anyOf/2/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]*$"},message:"must match pattern \""+"^[a-z][a-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
else {
const err125 = {instancePath:instancePath+"/timeline/" + i1+"/id",schemaPath:"#/properties/timeline/items/anyOf/2/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data34.at !== undefined){
let data48 = data34.at;
if(!(((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48))) && (isFinite(data48)))){
const err126 = {instancePath:instancePath+"/timeline/" + i1+"/at",schemaPath:"#/properties/timeline/items/anyOf/2/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 < 0 || isNaN(data48)){
const err127 = {instancePath:instancePath+"/timeline/" + i1+"/at",schemaPath:"#/properties/timeline/items/anyOf/2/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
if(data34.kind !== undefined){
let data49 = data34.kind;
if(typeof data49 !== "string"){
const err128 = {instancePath:instancePath+"/timeline/" + i1+"/kind",schemaPath:"#/properties/timeline/items/anyOf/2/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if("restart" !== data49){
const err129 = {instancePath:instancePath+"/timeline/" + i1+"/kind",schemaPath:"#/properties/timeline/items/anyOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "restart"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data34.instance !== undefined){
let data50 = data34.instance;
if(!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))){
const err130 = {instancePath:instancePath+"/timeline/" + i1+"/instance",schemaPath:"#/properties/timeline/items/anyOf/2/properties/instance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 > 8 || isNaN(data50)){
const err131 = {instancePath:instancePath+"/timeline/" + i1+"/instance",schemaPath:"#/properties/timeline/items/anyOf/2/properties/instance/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data50 < 1 || isNaN(data50)){
const err132 = {instancePath:instancePath+"/timeline/" + i1+"/instance",schemaPath:"#/properties/timeline/items/anyOf/2/properties/instance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
}
else {
const err133 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var _valid1 = _errs111 === errors;
valid11 = valid11 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = true;
}
}
const _errs122 = errors;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.id === undefined){
const err134 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/3/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data34.at === undefined){
const err135 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/3/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data34.kind === undefined){
const err136 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data34.ms === undefined){
const err137 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/3/required",keyword:"required",params:{missingProperty: "ms"},message:"must have required property '"+"ms"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
for(const key8 in data34){
if(!(((((key8 === "id") || (key8 === "at")) || (key8 === "kind")) || (key8 === "ms")) || (key8 === "instance"))){
const err138 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data34.id !== undefined){
let data51 = data34.id;
if(typeof data51 === "string"){
if(!pattern9.test(data51)){
const err139 = {instancePath:instancePath+"/timeline/" + i1+"/id",schemaPath:"#/properties/timeline/items/anyOf/3/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]*$"},message:"must match pattern \""+"^[a-z][a-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
else {
const err140 = {instancePath:instancePath+"/timeline/" + i1+"/id",schemaPath:"#/properties/timeline/items/anyOf/3/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data34.at !== undefined){
let data52 = data34.at;
if(!(((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52))) && (isFinite(data52)))){
const err141 = {instancePath:instancePath+"/timeline/" + i1+"/at",schemaPath:"#/properties/timeline/items/anyOf/3/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if((typeof data52 == "number") && (isFinite(data52))){
if(data52 < 0 || isNaN(data52)){
const err142 = {instancePath:instancePath+"/timeline/" + i1+"/at",schemaPath:"#/properties/timeline/items/anyOf/3/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
if(data34.kind !== undefined){
let data53 = data34.kind;
if(typeof data53 !== "string"){
const err143 = {instancePath:instancePath+"/timeline/" + i1+"/kind",schemaPath:"#/properties/timeline/items/anyOf/3/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if("outage" !== data53){
const err144 = {instancePath:instancePath+"/timeline/" + i1+"/kind",schemaPath:"#/properties/timeline/items/anyOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "outage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data34.ms !== undefined){
let data54 = data34.ms;
if(!(((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54))) && (isFinite(data54)))){
const err145 = {instancePath:instancePath+"/timeline/" + i1+"/ms",schemaPath:"#/properties/timeline/items/anyOf/3/properties/ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if((typeof data54 == "number") && (isFinite(data54))){
if(data54 < 0 || isNaN(data54)){
const err146 = {instancePath:instancePath+"/timeline/" + i1+"/ms",schemaPath:"#/properties/timeline/items/anyOf/3/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data34.instance !== undefined){
let data55 = data34.instance;
if(!(((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55))) && (isFinite(data55)))){
const err147 = {instancePath:instancePath+"/timeline/" + i1+"/instance",schemaPath:"#/properties/timeline/items/anyOf/3/properties/instance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if((typeof data55 == "number") && (isFinite(data55))){
if(data55 > 8 || isNaN(data55)){
const err148 = {instancePath:instancePath+"/timeline/" + i1+"/instance",schemaPath:"#/properties/timeline/items/anyOf/3/properties/instance/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if(data55 < 1 || isNaN(data55)){
const err149 = {instancePath:instancePath+"/timeline/" + i1+"/instance",schemaPath:"#/properties/timeline/items/anyOf/3/properties/instance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
}
else {
const err150 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
var _valid1 = _errs122 === errors;
valid11 = valid11 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = true;
}
}
if(!valid11){
const err151 = {instancePath:instancePath+"/timeline/" + i1,schemaPath:"#/properties/timeline/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
else {
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err152 = {instancePath:instancePath+"/timeline",schemaPath:"#/properties/timeline/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data.faults !== undefined){
let data56 = data.faults;
if(Array.isArray(data56)){
const len2 = data56.length;
for(let i2=0; i2<len2; i2++){
let data57 = data56[i2];
const _errs138 = errors;
let valid18 = false;
const _errs139 = errors;
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
if(data57.id === undefined){
const err153 = {instancePath:instancePath+"/faults/" + i2,schemaPath:"#/properties/faults/items/anyOf/0/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if(data57.of === undefined){
const err154 = {instancePath:instancePath+"/faults/" + i2,schemaPath:"#/properties/faults/items/anyOf/0/required",keyword:"required",params:{missingProperty: "of"},message:"must have required property '"+"of"+"'"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(data57.push === undefined){
const err155 = {instancePath:instancePath+"/faults/" + i2,schemaPath:"#/properties/faults/items/anyOf/0/required",keyword:"required",params:{missingProperty: "push"},message:"must have required property '"+"push"+"'"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
for(const key9 in data57){
if(!(((key9 === "id") || (key9 === "of")) || (key9 === "push"))){
const err156 = {instancePath:instancePath+"/faults/" + i2,schemaPath:"#/properties/faults/items/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data57.id !== undefined){
let data58 = data57.id;
if(typeof data58 === "string"){
if(!pattern9.test(data58)){
const err157 = {instancePath:instancePath+"/faults/" + i2+"/id",schemaPath:"#/properties/faults/items/anyOf/0/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]*$"},message:"must match pattern \""+"^[a-z][a-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
else {
const err158 = {instancePath:instancePath+"/faults/" + i2+"/id",schemaPath:"#/properties/faults/items/anyOf/0/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data57.of !== undefined){
let data59 = data57.of;
if(typeof data59 === "string"){
if(!pattern9.test(data59)){
const err159 = {instancePath:instancePath+"/faults/" + i2+"/of",schemaPath:"#/properties/faults/items/anyOf/0/properties/of/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]*$"},message:"must match pattern \""+"^[a-z][a-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
else {
const err160 = {instancePath:instancePath+"/faults/" + i2+"/of",schemaPath:"#/properties/faults/items/anyOf/0/properties/of/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data57.push !== undefined){
let data60 = data57.push;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.kind === undefined){
const err161 = {instancePath:instancePath+"/faults/" + i2+"/push",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
for(const key10 in data60){
if(!((((((key10 === "kind") || (key10 === "ms")) || (key10 === "at")) || (key10 === "messageId")) || (key10 === "times")) || (key10 === "skip"))){
const err162 = {instancePath:instancePath+"/faults/" + i2+"/push",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data60.kind !== undefined){
let data61 = data60.kind;
const _errs151 = errors;
let valid22 = false;
const _errs152 = errors;
if(typeof data61 !== "string"){
const err163 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if("drop-ack" !== data61){
const err164 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/0/const",keyword:"const",params:{allowedValue: "drop-ack"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
var _valid3 = _errs152 === errors;
valid22 = valid22 || _valid3;
const _errs154 = errors;
if(typeof data61 !== "string"){
const err165 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if("delay-ack" !== data61){
const err166 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/1/const",keyword:"const",params:{allowedValue: "delay-ack"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
var _valid3 = _errs154 === errors;
valid22 = valid22 || _valid3;
const _errs156 = errors;
if(typeof data61 !== "string"){
const err167 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if("close-socket" !== data61){
const err168 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/2/const",keyword:"const",params:{allowedValue: "close-socket"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
var _valid3 = _errs156 === errors;
valid22 = valid22 || _valid3;
const _errs158 = errors;
if(typeof data61 !== "string"){
const err169 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if("deliver-twice" !== data61){
const err170 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/3/const",keyword:"const",params:{allowedValue: "deliver-twice"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
var _valid3 = _errs158 === errors;
valid22 = valid22 || _valid3;
const _errs160 = errors;
if(typeof data61 !== "string"){
const err171 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if("out-of-order" !== data61){
const err172 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/4/const",keyword:"const",params:{allowedValue: "out-of-order"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
var _valid3 = _errs160 === errors;
valid22 = valid22 || _valid3;
const _errs162 = errors;
if(typeof data61 !== "string"){
const err173 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if("bad-signature" !== data61){
const err174 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/5/const",keyword:"const",params:{allowedValue: "bad-signature"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
var _valid3 = _errs162 === errors;
valid22 = valid22 || _valid3;
const _errs164 = errors;
if(typeof data61 !== "string"){
const err175 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
if("unsigned" !== data61){
const err176 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/6/const",keyword:"const",params:{allowedValue: "unsigned"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
var _valid3 = _errs164 === errors;
valid22 = valid22 || _valid3;
const _errs166 = errors;
if(typeof data61 !== "string"){
const err177 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if("future-timestamp" !== data61){
const err178 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/7/const",keyword:"const",params:{allowedValue: "future-timestamp"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
var _valid3 = _errs166 === errors;
valid22 = valid22 || _valid3;
const _errs168 = errors;
if(typeof data61 !== "string"){
const err179 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/8/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if("stale-timestamp" !== data61){
const err180 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf/8/const",keyword:"const",params:{allowedValue: "stale-timestamp"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
var _valid3 = _errs168 === errors;
valid22 = valid22 || _valid3;
if(!valid22){
const err181 = {instancePath:instancePath+"/faults/" + i2+"/push/kind",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/kind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
else {
errors = _errs151;
if(vErrors !== null){
if(_errs151){
vErrors.length = _errs151;
}
else {
vErrors = null;
}
}
}
}
if(data60.ms !== undefined){
let data62 = data60.ms;
if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){
const err182 = {instancePath:instancePath+"/faults/" + i2+"/push/ms",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 < 0 || isNaN(data62)){
const err183 = {instancePath:instancePath+"/faults/" + i2+"/push/ms",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
}
if(data60.at !== undefined){
let data63 = data60.at;
const _errs173 = errors;
let valid23 = false;
const _errs174 = errors;
if(typeof data63 !== "string"){
const err184 = {instancePath:instancePath+"/faults/" + i2+"/push/at",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
if("start" !== data63){
const err185 = {instancePath:instancePath+"/faults/" + i2+"/push/at",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/at/anyOf/0/const",keyword:"const",params:{allowedValue: "start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
var _valid4 = _errs174 === errors;
valid23 = valid23 || _valid4;
const _errs176 = errors;
if(typeof data63 !== "string"){
const err186 = {instancePath:instancePath+"/faults/" + i2+"/push/at",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/at/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if("end" !== data63){
const err187 = {instancePath:instancePath+"/faults/" + i2+"/push/at",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/at/anyOf/1/const",keyword:"const",params:{allowedValue: "end"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
var _valid4 = _errs176 === errors;
valid23 = valid23 || _valid4;
if(!valid23){
const err188 = {instancePath:instancePath+"/faults/" + i2+"/push/at",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
else {
errors = _errs173;
if(vErrors !== null){
if(_errs173){
vErrors.length = _errs173;
}
else {
vErrors = null;
}
}
}
}
if(data60.messageId !== undefined){
if(typeof data60.messageId !== "string"){
const err189 = {instancePath:instancePath+"/faults/" + i2+"/push/messageId",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data60.times !== undefined){
let data65 = data60.times;
if(!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))){
const err190 = {instancePath:instancePath+"/faults/" + i2+"/push/times",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if((typeof data65 == "number") && (isFinite(data65))){
if(data65 < 0 || isNaN(data65)){
const err191 = {instancePath:instancePath+"/faults/" + i2+"/push/times",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
}
if(data60.skip !== undefined){
let data66 = data60.skip;
if(!(((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66))) && (isFinite(data66)))){
const err192 = {instancePath:instancePath+"/faults/" + i2+"/push/skip",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/skip/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if((typeof data66 == "number") && (isFinite(data66))){
if(data66 < 0 || isNaN(data66)){
const err193 = {instancePath:instancePath+"/faults/" + i2+"/push/skip",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/properties/skip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
}
}
else {
const err194 = {instancePath:instancePath+"/faults/" + i2+"/push",schemaPath:"https://larkspur.dev/spec/provider/double-push-fault.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
else {
const err195 = {instancePath:instancePath+"/faults/" + i2,schemaPath:"#/properties/faults/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
var _valid2 = _errs139 === errors;
valid18 = valid18 || _valid2;
if(_valid2){
var props1 = true;
}
const _errs184 = errors;
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
if(data57.id === undefined){
const err196 = {instancePath:instancePath+"/faults/" + i2,schemaPath:"#/properties/faults/items/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(data57.of === undefined){
const err197 = {instancePath:instancePath+"/faults/" + i2,schemaPath:"#/properties/faults/items/anyOf/1/required",keyword:"required",params:{missingProperty: "of"},message:"must have required property '"+"of"+"'"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if(data57.http === undefined){
const err198 = {instancePath:instancePath+"/faults/" + i2,schemaPath:"#/properties/faults/items/anyOf/1/required",keyword:"required",params:{missingProperty: "http"},message:"must have required property '"+"http"+"'"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
for(const key11 in data57){
if(!(((key11 === "id") || (key11 === "of")) || (key11 === "http"))){
const err199 = {instancePath:instancePath+"/faults/" + i2,schemaPath:"#/properties/faults/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
if(data57.id !== undefined){
let data67 = data57.id;
if(typeof data67 === "string"){
if(!pattern9.test(data67)){
const err200 = {instancePath:instancePath+"/faults/" + i2+"/id",schemaPath:"#/properties/faults/items/anyOf/1/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]*$"},message:"must match pattern \""+"^[a-z][a-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
else {
const err201 = {instancePath:instancePath+"/faults/" + i2+"/id",schemaPath:"#/properties/faults/items/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
if(data57.of !== undefined){
let data68 = data57.of;
if(typeof data68 === "string"){
if(!pattern9.test(data68)){
const err202 = {instancePath:instancePath+"/faults/" + i2+"/of",schemaPath:"#/properties/faults/items/anyOf/1/properties/of/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]*$"},message:"must match pattern \""+"^[a-z][a-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
else {
const err203 = {instancePath:instancePath+"/faults/" + i2+"/of",schemaPath:"#/properties/faults/items/anyOf/1/properties/of/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
if(data57.http !== undefined){
let data69 = data57.http;
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
if(data69.match === undefined){
const err204 = {instancePath:instancePath+"/faults/" + i2+"/http",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/required",keyword:"required",params:{missingProperty: "match"},message:"must have required property '"+"match"+"'"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
if(data69.action === undefined){
const err205 = {instancePath:instancePath+"/faults/" + i2+"/http",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
for(const key12 in data69){
if(!((((key12 === "match") || (key12 === "action")) || (key12 === "times")) || (key12 === "skip"))){
const err206 = {instancePath:instancePath+"/faults/" + i2+"/http",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
if(data69.match !== undefined){
let data70 = data69.match;
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
for(const key13 in data70){
if(!((((((key13 === "api") || (key13 === "method")) || (key13 === "path")) || (key13 === "params")) || (key13 === "body")) || (key13 === "about"))){
const err207 = {instancePath:instancePath+"/faults/" + i2+"/http/match",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
if(data70.api !== undefined){
if(typeof data70.api !== "string"){
const err208 = {instancePath:instancePath+"/faults/" + i2+"/http/match/api",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/api/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data70.method !== undefined){
if(typeof data70.method !== "string"){
const err209 = {instancePath:instancePath+"/faults/" + i2+"/http/match/method",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
if(data70.path !== undefined){
if(typeof data70.path !== "string"){
const err210 = {instancePath:instancePath+"/faults/" + i2+"/http/match/path",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
if(data70.params !== undefined){
let data74 = data70.params;
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
var props2 = {};
for(const key14 in data74){
if(pattern20.test(key14)){
if(typeof data74[key14] !== "string"){
const err211 = {instancePath:instancePath+"/faults/" + i2+"/http/match/params/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/params/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
props2[key14] = true;
}
}
}
else {
const err212 = {instancePath:instancePath+"/faults/" + i2+"/http/match/params",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data70.body !== undefined){
let data76 = data70.body;
if(data76 && typeof data76 == "object" && !Array.isArray(data76)){
var props3 = {};
for(const key15 in data76){
if(pattern20.test(key15)){
props3[key15] = true;
}
}
}
else {
const err213 = {instancePath:instancePath+"/faults/" + i2+"/http/match/body",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/body/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
if(data70.about !== undefined){
if(typeof data70.about !== "string"){
const err214 = {instancePath:instancePath+"/faults/" + i2+"/http/match/about",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/properties/about/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
}
else {
const err215 = {instancePath:instancePath+"/faults/" + i2+"/http/match",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/match/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data69.action !== undefined){
let data78 = data69.action;
const _errs213 = errors;
let valid30 = false;
const _errs214 = errors;
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
if(data78.kind === undefined){
const err216 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
if(data78.code === undefined){
const err217 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
for(const key16 in data78){
if(!((((key16 === "kind") || (key16 === "code")) || (key16 === "msg")) || (key16 === "status"))){
const err218 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
if(data78.kind !== undefined){
let data79 = data78.kind;
if(typeof data79 !== "string"){
const err219 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if("error" !== data79){
const err220 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
if(data78.code !== undefined){
let data80 = data78.code;
if(!(((typeof data80 == "number") && (!(data80 % 1) && !isNaN(data80))) && (isFinite(data80)))){
const err221 = {instancePath:instancePath+"/faults/" + i2+"/http/action/code",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
if(data78.msg !== undefined){
if(typeof data78.msg !== "string"){
const err222 = {instancePath:instancePath+"/faults/" + i2+"/http/action/msg",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
if(data78.status !== undefined){
let data82 = data78.status;
if(!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))){
const err223 = {instancePath:instancePath+"/faults/" + i2+"/http/action/status",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
if((typeof data82 == "number") && (isFinite(data82))){
if(data82 > 599 || isNaN(data82)){
const err224 = {instancePath:instancePath+"/faults/" + i2+"/http/action/status",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
if(data82 < 100 || isNaN(data82)){
const err225 = {instancePath:instancePath+"/faults/" + i2+"/http/action/status",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
}
}
else {
const err226 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
var _valid5 = _errs214 === errors;
valid30 = valid30 || _valid5;
if(_valid5){
var props4 = true;
}
const _errs225 = errors;
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
if(data78.kind === undefined){
const err227 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
if(data78.status === undefined){
const err228 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
for(const key17 in data78){
if(!(((key17 === "kind") || (key17 === "status")) || (key17 === "body"))){
const err229 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
if(data78.kind !== undefined){
let data83 = data78.kind;
if(typeof data83 !== "string"){
const err230 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
if("status" !== data83){
const err231 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "status"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data78.status !== undefined){
let data84 = data78.status;
if(!(((typeof data84 == "number") && (!(data84 % 1) && !isNaN(data84))) && (isFinite(data84)))){
const err232 = {instancePath:instancePath+"/faults/" + i2+"/http/action/status",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
if((typeof data84 == "number") && (isFinite(data84))){
if(data84 > 599 || isNaN(data84)){
const err233 = {instancePath:instancePath+"/faults/" + i2+"/http/action/status",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
if(data84 < 100 || isNaN(data84)){
const err234 = {instancePath:instancePath+"/faults/" + i2+"/http/action/status",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
}
}
else {
const err235 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
var _valid5 = _errs225 === errors;
valid30 = valid30 || _valid5;
if(_valid5){
if(props4 !== true){
props4 = true;
}
}
const _errs232 = errors;
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
if(data78.kind === undefined){
const err236 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
if(data78.ms === undefined){
const err237 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/required",keyword:"required",params:{missingProperty: "ms"},message:"must have required property '"+"ms"+"'"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
for(const key18 in data78){
if(!((key18 === "kind") || (key18 === "ms"))){
const err238 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
if(data78.kind !== undefined){
let data85 = data78.kind;
if(typeof data85 !== "string"){
const err239 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
if("delay" !== data85){
const err240 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "delay"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
if(data78.ms !== undefined){
let data86 = data78.ms;
if(!(((typeof data86 == "number") && (!(data86 % 1) && !isNaN(data86))) && (isFinite(data86)))){
const err241 = {instancePath:instancePath+"/faults/" + i2+"/http/action/ms",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/properties/ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
if((typeof data86 == "number") && (isFinite(data86))){
if(data86 < 0 || isNaN(data86)){
const err242 = {instancePath:instancePath+"/faults/" + i2+"/http/action/ms",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
}
}
else {
const err243 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
var _valid5 = _errs232 === errors;
valid30 = valid30 || _valid5;
if(_valid5){
if(props4 !== true){
props4 = true;
}
}
const _errs239 = errors;
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
if(data78.kind === undefined){
const err244 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
for(const key19 in data78){
if(!(key19 === "kind")){
const err245 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
if(data78.kind !== undefined){
let data87 = data78.kind;
if(typeof data87 !== "string"){
const err246 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/3/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
if("drop-response" !== data87){
const err247 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "drop-response"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
}
else {
const err248 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
var _valid5 = _errs239 === errors;
valid30 = valid30 || _valid5;
if(_valid5){
if(props4 !== true){
props4 = true;
}
}
const _errs244 = errors;
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
if(data78.kind === undefined){
const err249 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/4/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
for(const key20 in data78){
if(!(key20 === "kind")){
const err250 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data78.kind !== undefined){
let data88 = data78.kind;
if(typeof data88 !== "string"){
const err251 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/4/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
if("reset" !== data88){
const err252 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/4/properties/kind/const",keyword:"const",params:{allowedValue: "reset"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
}
else {
const err253 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
var _valid5 = _errs244 === errors;
valid30 = valid30 || _valid5;
if(_valid5){
if(props4 !== true){
props4 = true;
}
}
const _errs249 = errors;
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
if(data78.kind === undefined){
const err254 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/5/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
for(const key21 in data78){
if(!(key21 === "kind")){
const err255 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(data78.kind !== undefined){
let data89 = data78.kind;
if(typeof data89 !== "string"){
const err256 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/5/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
if("cut" !== data89){
const err257 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/5/properties/kind/const",keyword:"const",params:{allowedValue: "cut"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
}
else {
const err258 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
var _valid5 = _errs249 === errors;
valid30 = valid30 || _valid5;
if(_valid5){
if(props4 !== true){
props4 = true;
}
}
const _errs254 = errors;
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
if(data78.kind === undefined){
const err259 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
if(data78.at === undefined){
const err260 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
for(const key22 in data78){
if(!((key22 === "kind") || (key22 === "at"))){
const err261 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
if(data78.kind !== undefined){
let data90 = data78.kind;
if(typeof data90 !== "string"){
const err262 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
if("alter-content" !== data90){
const err263 = {instancePath:instancePath+"/faults/" + i2+"/http/action/kind",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/kind/const",keyword:"const",params:{allowedValue: "alter-content"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data78.at !== undefined){
let data91 = data78.at;
const _errs260 = errors;
let valid38 = false;
const _errs261 = errors;
if(typeof data91 !== "string"){
const err264 = {instancePath:instancePath+"/faults/" + i2+"/http/action/at",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if("start" !== data91){
const err265 = {instancePath:instancePath+"/faults/" + i2+"/http/action/at",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/at/anyOf/0/const",keyword:"const",params:{allowedValue: "start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
var _valid6 = _errs261 === errors;
valid38 = valid38 || _valid6;
const _errs263 = errors;
if(typeof data91 !== "string"){
const err266 = {instancePath:instancePath+"/faults/" + i2+"/http/action/at",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/at/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
if("end" !== data91){
const err267 = {instancePath:instancePath+"/faults/" + i2+"/http/action/at",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/at/anyOf/1/const",keyword:"const",params:{allowedValue: "end"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
var _valid6 = _errs263 === errors;
valid38 = valid38 || _valid6;
if(!valid38){
const err268 = {instancePath:instancePath+"/faults/" + i2+"/http/action/at",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/properties/at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
else {
errors = _errs260;
if(vErrors !== null){
if(_errs260){
vErrors.length = _errs260;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err269 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf/6/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
var _valid5 = _errs254 === errors;
valid30 = valid30 || _valid5;
if(_valid5){
if(props4 !== true){
props4 = true;
}
}
if(!valid30){
const err270 = {instancePath:instancePath+"/faults/" + i2+"/http/action",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/action/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
else {
errors = _errs213;
if(vErrors !== null){
if(_errs213){
vErrors.length = _errs213;
}
else {
vErrors = null;
}
}
}
}
if(data69.times !== undefined){
let data92 = data69.times;
if(!(((typeof data92 == "number") && (!(data92 % 1) && !isNaN(data92))) && (isFinite(data92)))){
const err271 = {instancePath:instancePath+"/faults/" + i2+"/http/times",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
if((typeof data92 == "number") && (isFinite(data92))){
if(data92 < 0 || isNaN(data92)){
const err272 = {instancePath:instancePath+"/faults/" + i2+"/http/times",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
}
if(data69.skip !== undefined){
let data93 = data69.skip;
if(!(((typeof data93 == "number") && (!(data93 % 1) && !isNaN(data93))) && (isFinite(data93)))){
const err273 = {instancePath:instancePath+"/faults/" + i2+"/http/skip",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/skip/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
if((typeof data93 == "number") && (isFinite(data93))){
if(data93 < 0 || isNaN(data93)){
const err274 = {instancePath:instancePath+"/faults/" + i2+"/http/skip",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/properties/skip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
}
}
else {
const err275 = {instancePath:instancePath+"/faults/" + i2+"/http",schemaPath:"https://larkspur.dev/spec/provider/double-http-fault.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
}
else {
const err276 = {instancePath:instancePath+"/faults/" + i2,schemaPath:"#/properties/faults/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
var _valid2 = _errs184 === errors;
valid18 = valid18 || _valid2;
if(_valid2){
if(props1 !== true){
props1 = true;
}
}
if(!valid18){
const err277 = {instancePath:instancePath+"/faults/" + i2,schemaPath:"#/properties/faults/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
else {
errors = _errs138;
if(vErrors !== null){
if(_errs138){
vErrors.length = _errs138;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err278 = {instancePath:instancePath+"/faults",schemaPath:"#/properties/faults/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data.found !== undefined){
let data94 = data.found;
if(data94 && typeof data94 == "object" && !Array.isArray(data94)){
if(data94.id === undefined){
const err279 = {instancePath:instancePath+"/found",schemaPath:"#/properties/found/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
if(data94.adapter === undefined){
const err280 = {instancePath:instancePath+"/found",schemaPath:"#/properties/found/required",keyword:"required",params:{missingProperty: "adapter"},message:"must have required property '"+"adapter"+"'"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
if(data94.failure === undefined){
const err281 = {instancePath:instancePath+"/found",schemaPath:"#/properties/found/required",keyword:"required",params:{missingProperty: "failure"},message:"must have required property '"+"failure"+"'"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
for(const key23 in data94){
if(!((((key23 === "id") || (key23 === "adapter")) || (key23 === "failure")) || (key23 === "shrunkFrom"))){
const err282 = {instancePath:instancePath+"/found",schemaPath:"#/properties/found/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
if(data94.id !== undefined){
let data95 = data94.id;
if(typeof data95 === "string"){
if(!pattern22.test(data95)){
const err283 = {instancePath:instancePath+"/found/id",schemaPath:"#/properties/found/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9-]+$"},message:"must match pattern \""+"^[a-z0-9-]+$"+"\""};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
else {
const err284 = {instancePath:instancePath+"/found/id",schemaPath:"#/properties/found/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
if(data94.adapter !== undefined){
if(typeof data94.adapter !== "string"){
const err285 = {instancePath:instancePath+"/found/adapter",schemaPath:"#/properties/found/properties/adapter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
if(data94.failure !== undefined){
let data97 = data94.failure;
if(Array.isArray(data97)){
if(data97.length < 1){
const err286 = {instancePath:instancePath+"/found/failure",schemaPath:"#/properties/found/properties/failure/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
const len3 = data97.length;
for(let i3=0; i3<len3; i3++){
if(typeof data97[i3] !== "string"){
const err287 = {instancePath:instancePath+"/found/failure/" + i3,schemaPath:"#/properties/found/properties/failure/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
}
else {
const err288 = {instancePath:instancePath+"/found/failure",schemaPath:"#/properties/found/properties/failure/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
if(data94.shrunkFrom !== undefined){
let data99 = data94.shrunkFrom;
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
if(data99.units === undefined){
const err289 = {instancePath:instancePath+"/found/shrunkFrom",schemaPath:"#/properties/found/properties/shrunkFrom/required",keyword:"required",params:{missingProperty: "units"},message:"must have required property '"+"units"+"'"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
if(data99.faults === undefined){
const err290 = {instancePath:instancePath+"/found/shrunkFrom",schemaPath:"#/properties/found/properties/shrunkFrom/required",keyword:"required",params:{missingProperty: "faults"},message:"must have required property '"+"faults"+"'"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
for(const key24 in data99){
if(!((key24 === "units") || (key24 === "faults"))){
const err291 = {instancePath:instancePath+"/found/shrunkFrom",schemaPath:"#/properties/found/properties/shrunkFrom/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
if(data99.units !== undefined){
let data100 = data99.units;
if(!(((typeof data100 == "number") && (!(data100 % 1) && !isNaN(data100))) && (isFinite(data100)))){
const err292 = {instancePath:instancePath+"/found/shrunkFrom/units",schemaPath:"#/properties/found/properties/shrunkFrom/properties/units/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
if((typeof data100 == "number") && (isFinite(data100))){
if(data100 < 0 || isNaN(data100)){
const err293 = {instancePath:instancePath+"/found/shrunkFrom/units",schemaPath:"#/properties/found/properties/shrunkFrom/properties/units/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
}
if(data99.faults !== undefined){
let data101 = data99.faults;
if(!(((typeof data101 == "number") && (!(data101 % 1) && !isNaN(data101))) && (isFinite(data101)))){
const err294 = {instancePath:instancePath+"/found/shrunkFrom/faults",schemaPath:"#/properties/found/properties/shrunkFrom/properties/faults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
if((typeof data101 == "number") && (isFinite(data101))){
if(data101 < 0 || isNaN(data101)){
const err295 = {instancePath:instancePath+"/found/shrunkFrom/faults",schemaPath:"#/properties/found/properties/shrunkFrom/properties/faults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
}
}
else {
const err296 = {instancePath:instancePath+"/found/shrunkFrom",schemaPath:"#/properties/found/properties/shrunkFrom/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
}
else {
const err297 = {instancePath:instancePath+"/found",schemaPath:"#/properties/found/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
}
else {
const err298 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/fuzz/campaign.schema.json" */;
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
if(data.seed === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "seed"},message:"must have required property '"+"seed"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.budget === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "budget"},message:"must have required property '"+"budget"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.runs === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runs"},message:"must have required property '"+"runs"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.found === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "found"},message:"must have required property '"+"found"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "seed") || (key0 === "budget")) || (key0 === "runs")) || (key0 === "found"))){
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
if(data.seed !== undefined){
let data0 = data.seed;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.budget !== undefined){
let data1 = data.budget;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!((key1 === "runs") || (key1 === "seconds"))){
const err6 = {instancePath:instancePath+"/budget",schemaPath:"#/properties/budget/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.runs !== undefined){
let data2 = data1.runs;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/budget/runs",schemaPath:"#/properties/budget/properties/runs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/budget/runs",schemaPath:"#/properties/budget/properties/runs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.seconds !== undefined){
let data3 = data1.seconds;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/budget/seconds",schemaPath:"#/properties/budget/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err10 = {instancePath:instancePath+"/budget/seconds",schemaPath:"#/properties/budget/properties/seconds/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err11 = {instancePath:instancePath+"/budget",schemaPath:"#/properties/budget/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.runs !== undefined){
let data4 = data.runs;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.scenario === undefined){
const err12 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "scenario"},message:"must have required property '"+"scenario"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5.plan === undefined){
const err13 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "plan"},message:"must have required property '"+"plan"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.sources === undefined){
const err14 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "sources"},message:"must have required property '"+"sources"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.fired === undefined){
const err15 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "fired"},message:"must have required property '"+"fired"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 in data5){
if(!((((key2 === "scenario") || (key2 === "plan")) || (key2 === "sources")) || (key2 === "fired"))){
const err16 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.scenario !== undefined){
if(typeof data5.scenario !== "string"){
const err17 = {instancePath:instancePath+"/runs/" + i0+"/scenario",schemaPath:"#/properties/runs/items/properties/scenario/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.plan !== undefined){
if(!(validate26(data5.plan, {instancePath:instancePath+"/runs/" + i0+"/plan",parentData:data5,parentDataProperty:"plan",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
if(data5.sources !== undefined){
let data8 = data5.sources;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err18 = {instancePath:instancePath+"/runs/" + i0+"/sources",schemaPath:"#/properties/runs/items/properties/sources/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/runs/" + i0+"/sources",schemaPath:"#/properties/runs/items/properties/sources/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.fired !== undefined){
let data9 = data5.fired;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.faults === undefined){
const err20 = {instancePath:instancePath+"/runs/" + i0+"/fired",schemaPath:"#/properties/runs/items/properties/fired/required",keyword:"required",params:{missingProperty: "faults"},message:"must have required property '"+"faults"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data9.kills === undefined){
const err21 = {instancePath:instancePath+"/runs/" + i0+"/fired",schemaPath:"#/properties/runs/items/properties/fired/required",keyword:"required",params:{missingProperty: "kills"},message:"must have required property '"+"kills"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data9.redeliveries === undefined){
const err22 = {instancePath:instancePath+"/runs/" + i0+"/fired",schemaPath:"#/properties/runs/items/properties/fired/required",keyword:"required",params:{missingProperty: "redeliveries"},message:"must have required property '"+"redeliveries"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key3 in data9){
if(!(((key3 === "faults") || (key3 === "kills")) || (key3 === "redeliveries"))){
const err23 = {instancePath:instancePath+"/runs/" + i0+"/fired",schemaPath:"#/properties/runs/items/properties/fired/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data9.faults !== undefined){
let data10 = data9.faults;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err24 = {instancePath:instancePath+"/runs/" + i0+"/fired/faults",schemaPath:"#/properties/runs/items/properties/fired/properties/faults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err25 = {instancePath:instancePath+"/runs/" + i0+"/fired/faults",schemaPath:"#/properties/runs/items/properties/fired/properties/faults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.kills !== undefined){
let data11 = data9.kills;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err26 = {instancePath:instancePath+"/runs/" + i0+"/fired/kills",schemaPath:"#/properties/runs/items/properties/fired/properties/kills/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err27 = {instancePath:instancePath+"/runs/" + i0+"/fired/kills",schemaPath:"#/properties/runs/items/properties/fired/properties/kills/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.redeliveries !== undefined){
let data12 = data9.redeliveries;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/runs/" + i0+"/fired/redeliveries",schemaPath:"#/properties/runs/items/properties/fired/properties/redeliveries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err29 = {instancePath:instancePath+"/runs/" + i0+"/fired/redeliveries",schemaPath:"#/properties/runs/items/properties/fired/properties/redeliveries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err30 = {instancePath:instancePath+"/runs/" + i0+"/fired",schemaPath:"#/properties/runs/items/properties/fired/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err31 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err32 = {instancePath:instancePath+"/runs",schemaPath:"#/properties/runs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.found !== undefined){
let data13 = data.found;
if(Array.isArray(data13)){
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.id === undefined){
const err33 = {instancePath:instancePath+"/found/" + i1,schemaPath:"#/properties/found/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data14.from === undefined){
const err34 = {instancePath:instancePath+"/found/" + i1,schemaPath:"#/properties/found/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data14.failure === undefined){
const err35 = {instancePath:instancePath+"/found/" + i1,schemaPath:"#/properties/found/items/required",keyword:"required",params:{missingProperty: "failure"},message:"must have required property '"+"failure"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data14.units === undefined){
const err36 = {instancePath:instancePath+"/found/" + i1,schemaPath:"#/properties/found/items/required",keyword:"required",params:{missingProperty: "units"},message:"must have required property '"+"units"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data14.replays === undefined){
const err37 = {instancePath:instancePath+"/found/" + i1,schemaPath:"#/properties/found/items/required",keyword:"required",params:{missingProperty: "replays"},message:"must have required property '"+"replays"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data14.replay === undefined){
const err38 = {instancePath:instancePath+"/found/" + i1,schemaPath:"#/properties/found/items/required",keyword:"required",params:{missingProperty: "replay"},message:"must have required property '"+"replay"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key4 in data14){
if(!(((((((key4 === "id") || (key4 === "from")) || (key4 === "failure")) || (key4 === "units")) || (key4 === "replays")) || (key4 === "replay")) || (key4 === "scenarioFile"))){
const err39 = {instancePath:instancePath+"/found/" + i1,schemaPath:"#/properties/found/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data14.id !== undefined){
if(typeof data14.id !== "string"){
const err40 = {instancePath:instancePath+"/found/" + i1+"/id",schemaPath:"#/properties/found/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data14.from !== undefined){
if(typeof data14.from !== "string"){
const err41 = {instancePath:instancePath+"/found/" + i1+"/from",schemaPath:"#/properties/found/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data14.failure !== undefined){
let data17 = data14.failure;
if(Array.isArray(data17)){
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
if(typeof data17[i2] !== "string"){
const err42 = {instancePath:instancePath+"/found/" + i1+"/failure/" + i2,schemaPath:"#/properties/found/items/properties/failure/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err43 = {instancePath:instancePath+"/found/" + i1+"/failure",schemaPath:"#/properties/found/items/properties/failure/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data14.units !== undefined){
let data19 = data14.units;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.before === undefined){
const err44 = {instancePath:instancePath+"/found/" + i1+"/units",schemaPath:"#/properties/found/items/properties/units/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data19.after === undefined){
const err45 = {instancePath:instancePath+"/found/" + i1+"/units",schemaPath:"#/properties/found/items/properties/units/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key5 in data19){
if(!((key5 === "before") || (key5 === "after"))){
const err46 = {instancePath:instancePath+"/found/" + i1+"/units",schemaPath:"#/properties/found/items/properties/units/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data19.before !== undefined){
let data20 = data19.before;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err47 = {instancePath:instancePath+"/found/" + i1+"/units/before",schemaPath:"#/properties/found/items/properties/units/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err48 = {instancePath:instancePath+"/found/" + i1+"/units/before",schemaPath:"#/properties/found/items/properties/units/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data19.after !== undefined){
let data21 = data19.after;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err49 = {instancePath:instancePath+"/found/" + i1+"/units/after",schemaPath:"#/properties/found/items/properties/units/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err50 = {instancePath:instancePath+"/found/" + i1+"/units/after",schemaPath:"#/properties/found/items/properties/units/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err51 = {instancePath:instancePath+"/found/" + i1+"/units",schemaPath:"#/properties/found/items/properties/units/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data14.replays !== undefined){
let data22 = data14.replays;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.played === undefined){
const err52 = {instancePath:instancePath+"/found/" + i1+"/replays",schemaPath:"#/properties/found/items/properties/replays/required",keyword:"required",params:{missingProperty: "played"},message:"must have required property '"+"played"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data22.failed === undefined){
const err53 = {instancePath:instancePath+"/found/" + i1+"/replays",schemaPath:"#/properties/found/items/properties/replays/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
for(const key6 in data22){
if(!((key6 === "played") || (key6 === "failed"))){
const err54 = {instancePath:instancePath+"/found/" + i1+"/replays",schemaPath:"#/properties/found/items/properties/replays/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data22.played !== undefined){
let data23 = data22.played;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err55 = {instancePath:instancePath+"/found/" + i1+"/replays/played",schemaPath:"#/properties/found/items/properties/replays/properties/played/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err56 = {instancePath:instancePath+"/found/" + i1+"/replays/played",schemaPath:"#/properties/found/items/properties/replays/properties/played/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data22.failed !== undefined){
let data24 = data22.failed;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err57 = {instancePath:instancePath+"/found/" + i1+"/replays/failed",schemaPath:"#/properties/found/items/properties/replays/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err58 = {instancePath:instancePath+"/found/" + i1+"/replays/failed",schemaPath:"#/properties/found/items/properties/replays/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err59 = {instancePath:instancePath+"/found/" + i1+"/replays",schemaPath:"#/properties/found/items/properties/replays/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data14.replay !== undefined){
if(typeof data14.replay !== "string"){
const err60 = {instancePath:instancePath+"/found/" + i1+"/replay",schemaPath:"#/properties/found/items/properties/replay/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data14.scenarioFile !== undefined){
if(typeof data14.scenarioFile !== "string"){
const err61 = {instancePath:instancePath+"/found/" + i1+"/scenarioFile",schemaPath:"#/properties/found/items/properties/scenarioFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err62 = {instancePath:instancePath+"/found/" + i1,schemaPath:"#/properties/found/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err63 = {instancePath:instancePath+"/found",schemaPath:"#/properties/found/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err64 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema46 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/report/scenario-result.schema.json","title":"Scenario result","description":"One scenario run: verdict per layer and its checks.","type":"object","required":["id","title","file","attempt","durationMs","verdicts","checks"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"file":{"type":"string"},"attempt":{"type":"integer","minimum":1,"description":"With --repeat: which repetition."},"durationMs":{"type":"number","minimum":0},"verdicts":{"type":"object","required":["transport","admission","host","delivery"],"properties":{"transport":{"type":"object","required":["status"],"properties":{"status":{"anyOf":[{"type":"string","const":"pass"},{"type":"string","const":"fail"},{"type":"string","const":"untested"},{"type":"string","const":"expected-fail"}]},"reason":{"type":"string","pattern":"^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$","description":"Why a layer is untested: a missing capability, a host script only the host double can play (host-mode: the run is on a real Codex), a failed layer it depends on, no check, the budget, a --layer filter, or live (larkspur qualify: the check is exact, or needs the doubles, so it cannot be measured live)."},"detail":{"type":"string"}},"additionalProperties":false},"admission":{"type":"object","required":["status"],"properties":{"status":{"anyOf":[{"type":"string","const":"pass"},{"type":"string","const":"fail"},{"type":"string","const":"untested"},{"type":"string","const":"expected-fail"}]},"reason":{"type":"string","pattern":"^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$","description":"Why a layer is untested: a missing capability, a host script only the host double can play (host-mode: the run is on a real Codex), a failed layer it depends on, no check, the budget, a --layer filter, or live (larkspur qualify: the check is exact, or needs the doubles, so it cannot be measured live)."},"detail":{"type":"string"}},"additionalProperties":false},"host":{"type":"object","required":["status"],"properties":{"status":{"anyOf":[{"type":"string","const":"pass"},{"type":"string","const":"fail"},{"type":"string","const":"untested"},{"type":"string","const":"expected-fail"}]},"reason":{"type":"string","pattern":"^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$","description":"Why a layer is untested: a missing capability, a host script only the host double can play (host-mode: the run is on a real Codex), a failed layer it depends on, no check, the budget, a --layer filter, or live (larkspur qualify: the check is exact, or needs the doubles, so it cannot be measured live)."},"detail":{"type":"string"}},"additionalProperties":false},"delivery":{"type":"object","required":["status"],"properties":{"status":{"anyOf":[{"type":"string","const":"pass"},{"type":"string","const":"fail"},{"type":"string","const":"untested"},{"type":"string","const":"expected-fail"}]},"reason":{"type":"string","pattern":"^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$","description":"Why a layer is untested: a missing capability, a host script only the host double can play (host-mode: the run is on a real Codex), a failed layer it depends on, no check, the budget, a --layer filter, or live (larkspur qualify: the check is exact, or needs the doubles, so it cannot be measured live)."},"detail":{"type":"string"}},"additionalProperties":false}},"additionalProperties":false},"checks":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/report/check-result.schema.json"}},"hostObserved":{"type":"array","items":{"anyOf":[{"type":"string","const":"host-protocol"},{"type":"string","const":"stream-json"},{"type":"string","const":"model-calls"}]},"description":"Where this scenario's host-layer verdict was read: host-protocol, the JSON-RPC lines of the host command (host double, Codex); stream-json, the lines between the bridge and the kit's claude; model-calls, what the model double saw (an Agent SDK's bundled Claude Code, a bridge that calls a model API). Absent when the implementation reached no host."},"hostAgents":{"type":"array","items":{"type":"string"},"description":"The user agents of the model calls the model double answered in this scenario: which agent ran, and its version — the kit's pinned one, or the copy an Agent SDK bundles."},"harnessError":{"type":"string","description":"The harness itself broke in this scenario (exit 3)."},"resources":{"type":"object","properties":{"startupMs":{"type":"number","minimum":0,"description":"How long the first start took to become ready."},"peakRssMb":{"type":"number","minimum":0,"description":"The implementation's highest resident memory (its whole process group), sampled every 250 ms; Linux only."}},"additionalProperties":false,"description":"Observations about the implementation; never a verdict."},"stderrTail":{"type":"string","description":"The implementation's last stderr lines, when it failed to start or died."},"transcript":{"type":"array","items":{"$ref":"https://larkspur.dev/spec/report/transcript-entry.schema.json"},"description":"The wire transcript; present when a check failed."}},"additionalProperties":false};
const schema47 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://larkspur.dev/spec/report/transcript-entry.schema.json","title":"Transcript entry","description":"One exchange on a boundary, in time order.","type":"object","required":["at","source","summary"],"properties":{"at":{"type":"number","description":"ms since the scenario started (monotonic)."},"source":{"anyOf":[{"type":"string","const":"provider"},{"type":"string","const":"host"},{"type":"string","const":"control"},{"type":"string","const":"sut"},{"type":"string","const":"runner"}]},"summary":{"type":"string","description":"One line, e.g. \"→ im.message.reply 200\" or \"step 3 provider.send m1\"."},"record":{"description":"The recorded message, as seen on the wire."}},"additionalProperties":false};
const pattern23 = new RegExp("^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$", "u");

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/report/scenario-result.schema.json" */;
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
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.file === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.attempt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.durationMs === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.verdicts === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verdicts"},message:"must have required property '"+"verdicts"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.checks === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checks"},message:"must have required property '"+"checks"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema46.properties, key0))){
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
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.file !== undefined){
if(typeof data.file !== "string"){
const err10 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.attempt !== undefined){
let data3 = data.attempt;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err12 = {instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.durationMs !== undefined){
let data4 = data.durationMs;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err14 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.verdicts !== undefined){
let data5 = data.verdicts;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.transport === undefined){
const err15 = {instancePath:instancePath+"/verdicts",schemaPath:"#/properties/verdicts/required",keyword:"required",params:{missingProperty: "transport"},message:"must have required property '"+"transport"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.admission === undefined){
const err16 = {instancePath:instancePath+"/verdicts",schemaPath:"#/properties/verdicts/required",keyword:"required",params:{missingProperty: "admission"},message:"must have required property '"+"admission"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.host === undefined){
const err17 = {instancePath:instancePath+"/verdicts",schemaPath:"#/properties/verdicts/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5.delivery === undefined){
const err18 = {instancePath:instancePath+"/verdicts",schemaPath:"#/properties/verdicts/required",keyword:"required",params:{missingProperty: "delivery"},message:"must have required property '"+"delivery"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data5){
if(!((((key1 === "transport") || (key1 === "admission")) || (key1 === "host")) || (key1 === "delivery"))){
const err19 = {instancePath:instancePath+"/verdicts",schemaPath:"#/properties/verdicts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.transport !== undefined){
let data6 = data5.transport;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.status === undefined){
const err20 = {instancePath:instancePath+"/verdicts/transport",schemaPath:"#/properties/verdicts/properties/transport/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key2 in data6){
if(!(((key2 === "status") || (key2 === "reason")) || (key2 === "detail"))){
const err21 = {instancePath:instancePath+"/verdicts/transport",schemaPath:"#/properties/verdicts/properties/transport/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.status !== undefined){
let data7 = data6.status;
const _errs19 = errors;
let valid3 = false;
const _errs20 = errors;
if(typeof data7 !== "string"){
const err22 = {instancePath:instancePath+"/verdicts/transport/status",schemaPath:"#/properties/verdicts/properties/transport/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("pass" !== data7){
const err23 = {instancePath:instancePath+"/verdicts/transport/status",schemaPath:"#/properties/verdicts/properties/transport/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "pass"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid3 = valid3 || _valid0;
const _errs22 = errors;
if(typeof data7 !== "string"){
const err24 = {instancePath:instancePath+"/verdicts/transport/status",schemaPath:"#/properties/verdicts/properties/transport/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("fail" !== data7){
const err25 = {instancePath:instancePath+"/verdicts/transport/status",schemaPath:"#/properties/verdicts/properties/transport/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid3 = valid3 || _valid0;
const _errs24 = errors;
if(typeof data7 !== "string"){
const err26 = {instancePath:instancePath+"/verdicts/transport/status",schemaPath:"#/properties/verdicts/properties/transport/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("untested" !== data7){
const err27 = {instancePath:instancePath+"/verdicts/transport/status",schemaPath:"#/properties/verdicts/properties/transport/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "untested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid3 = valid3 || _valid0;
const _errs26 = errors;
if(typeof data7 !== "string"){
const err28 = {instancePath:instancePath+"/verdicts/transport/status",schemaPath:"#/properties/verdicts/properties/transport/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("expected-fail" !== data7){
const err29 = {instancePath:instancePath+"/verdicts/transport/status",schemaPath:"#/properties/verdicts/properties/transport/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "expected-fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err30 = {instancePath:instancePath+"/verdicts/transport/status",schemaPath:"#/properties/verdicts/properties/transport/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
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
if(data6.reason !== undefined){
let data8 = data6.reason;
if(typeof data8 === "string"){
if(!pattern23.test(data8)){
const err31 = {instancePath:instancePath+"/verdicts/transport/reason",schemaPath:"#/properties/verdicts/properties/transport/properties/reason/pattern",keyword:"pattern",params:{pattern: "^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$"},message:"must match pattern \""+"^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$"+"\""};
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
const err32 = {instancePath:instancePath+"/verdicts/transport/reason",schemaPath:"#/properties/verdicts/properties/transport/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data6.detail !== undefined){
if(typeof data6.detail !== "string"){
const err33 = {instancePath:instancePath+"/verdicts/transport/detail",schemaPath:"#/properties/verdicts/properties/transport/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err34 = {instancePath:instancePath+"/verdicts/transport",schemaPath:"#/properties/verdicts/properties/transport/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data5.admission !== undefined){
let data10 = data5.admission;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.status === undefined){
const err35 = {instancePath:instancePath+"/verdicts/admission",schemaPath:"#/properties/verdicts/properties/admission/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 in data10){
if(!(((key3 === "status") || (key3 === "reason")) || (key3 === "detail"))){
const err36 = {instancePath:instancePath+"/verdicts/admission",schemaPath:"#/properties/verdicts/properties/admission/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.status !== undefined){
let data11 = data10.status;
const _errs36 = errors;
let valid5 = false;
const _errs37 = errors;
if(typeof data11 !== "string"){
const err37 = {instancePath:instancePath+"/verdicts/admission/status",schemaPath:"#/properties/verdicts/properties/admission/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if("pass" !== data11){
const err38 = {instancePath:instancePath+"/verdicts/admission/status",schemaPath:"#/properties/verdicts/properties/admission/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "pass"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid1 = _errs37 === errors;
valid5 = valid5 || _valid1;
const _errs39 = errors;
if(typeof data11 !== "string"){
const err39 = {instancePath:instancePath+"/verdicts/admission/status",schemaPath:"#/properties/verdicts/properties/admission/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if("fail" !== data11){
const err40 = {instancePath:instancePath+"/verdicts/admission/status",schemaPath:"#/properties/verdicts/properties/admission/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid1 = _errs39 === errors;
valid5 = valid5 || _valid1;
const _errs41 = errors;
if(typeof data11 !== "string"){
const err41 = {instancePath:instancePath+"/verdicts/admission/status",schemaPath:"#/properties/verdicts/properties/admission/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("untested" !== data11){
const err42 = {instancePath:instancePath+"/verdicts/admission/status",schemaPath:"#/properties/verdicts/properties/admission/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "untested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid1 = _errs41 === errors;
valid5 = valid5 || _valid1;
const _errs43 = errors;
if(typeof data11 !== "string"){
const err43 = {instancePath:instancePath+"/verdicts/admission/status",schemaPath:"#/properties/verdicts/properties/admission/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if("expected-fail" !== data11){
const err44 = {instancePath:instancePath+"/verdicts/admission/status",schemaPath:"#/properties/verdicts/properties/admission/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "expected-fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid1 = _errs43 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err45 = {instancePath:instancePath+"/verdicts/admission/status",schemaPath:"#/properties/verdicts/properties/admission/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data10.reason !== undefined){
let data12 = data10.reason;
if(typeof data12 === "string"){
if(!pattern23.test(data12)){
const err46 = {instancePath:instancePath+"/verdicts/admission/reason",schemaPath:"#/properties/verdicts/properties/admission/properties/reason/pattern",keyword:"pattern",params:{pattern: "^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$"},message:"must match pattern \""+"^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$"+"\""};
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
const err47 = {instancePath:instancePath+"/verdicts/admission/reason",schemaPath:"#/properties/verdicts/properties/admission/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data10.detail !== undefined){
if(typeof data10.detail !== "string"){
const err48 = {instancePath:instancePath+"/verdicts/admission/detail",schemaPath:"#/properties/verdicts/properties/admission/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err49 = {instancePath:instancePath+"/verdicts/admission",schemaPath:"#/properties/verdicts/properties/admission/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data5.host !== undefined){
let data14 = data5.host;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.status === undefined){
const err50 = {instancePath:instancePath+"/verdicts/host",schemaPath:"#/properties/verdicts/properties/host/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key4 in data14){
if(!(((key4 === "status") || (key4 === "reason")) || (key4 === "detail"))){
const err51 = {instancePath:instancePath+"/verdicts/host",schemaPath:"#/properties/verdicts/properties/host/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data14.status !== undefined){
let data15 = data14.status;
const _errs53 = errors;
let valid7 = false;
const _errs54 = errors;
if(typeof data15 !== "string"){
const err52 = {instancePath:instancePath+"/verdicts/host/status",schemaPath:"#/properties/verdicts/properties/host/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if("pass" !== data15){
const err53 = {instancePath:instancePath+"/verdicts/host/status",schemaPath:"#/properties/verdicts/properties/host/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "pass"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid2 = _errs54 === errors;
valid7 = valid7 || _valid2;
const _errs56 = errors;
if(typeof data15 !== "string"){
const err54 = {instancePath:instancePath+"/verdicts/host/status",schemaPath:"#/properties/verdicts/properties/host/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if("fail" !== data15){
const err55 = {instancePath:instancePath+"/verdicts/host/status",schemaPath:"#/properties/verdicts/properties/host/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid2 = _errs56 === errors;
valid7 = valid7 || _valid2;
const _errs58 = errors;
if(typeof data15 !== "string"){
const err56 = {instancePath:instancePath+"/verdicts/host/status",schemaPath:"#/properties/verdicts/properties/host/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if("untested" !== data15){
const err57 = {instancePath:instancePath+"/verdicts/host/status",schemaPath:"#/properties/verdicts/properties/host/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "untested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid2 = _errs58 === errors;
valid7 = valid7 || _valid2;
const _errs60 = errors;
if(typeof data15 !== "string"){
const err58 = {instancePath:instancePath+"/verdicts/host/status",schemaPath:"#/properties/verdicts/properties/host/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if("expected-fail" !== data15){
const err59 = {instancePath:instancePath+"/verdicts/host/status",schemaPath:"#/properties/verdicts/properties/host/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "expected-fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid2 = _errs60 === errors;
valid7 = valid7 || _valid2;
if(!valid7){
const err60 = {instancePath:instancePath+"/verdicts/host/status",schemaPath:"#/properties/verdicts/properties/host/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
}
if(data14.reason !== undefined){
let data16 = data14.reason;
if(typeof data16 === "string"){
if(!pattern23.test(data16)){
const err61 = {instancePath:instancePath+"/verdicts/host/reason",schemaPath:"#/properties/verdicts/properties/host/properties/reason/pattern",keyword:"pattern",params:{pattern: "^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$"},message:"must match pattern \""+"^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$"+"\""};
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
const err62 = {instancePath:instancePath+"/verdicts/host/reason",schemaPath:"#/properties/verdicts/properties/host/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data14.detail !== undefined){
if(typeof data14.detail !== "string"){
const err63 = {instancePath:instancePath+"/verdicts/host/detail",schemaPath:"#/properties/verdicts/properties/host/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err64 = {instancePath:instancePath+"/verdicts/host",schemaPath:"#/properties/verdicts/properties/host/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data5.delivery !== undefined){
let data18 = data5.delivery;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.status === undefined){
const err65 = {instancePath:instancePath+"/verdicts/delivery",schemaPath:"#/properties/verdicts/properties/delivery/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
for(const key5 in data18){
if(!(((key5 === "status") || (key5 === "reason")) || (key5 === "detail"))){
const err66 = {instancePath:instancePath+"/verdicts/delivery",schemaPath:"#/properties/verdicts/properties/delivery/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data18.status !== undefined){
let data19 = data18.status;
const _errs70 = errors;
let valid9 = false;
const _errs71 = errors;
if(typeof data19 !== "string"){
const err67 = {instancePath:instancePath+"/verdicts/delivery/status",schemaPath:"#/properties/verdicts/properties/delivery/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if("pass" !== data19){
const err68 = {instancePath:instancePath+"/verdicts/delivery/status",schemaPath:"#/properties/verdicts/properties/delivery/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "pass"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid3 = _errs71 === errors;
valid9 = valid9 || _valid3;
const _errs73 = errors;
if(typeof data19 !== "string"){
const err69 = {instancePath:instancePath+"/verdicts/delivery/status",schemaPath:"#/properties/verdicts/properties/delivery/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if("fail" !== data19){
const err70 = {instancePath:instancePath+"/verdicts/delivery/status",schemaPath:"#/properties/verdicts/properties/delivery/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid3 = _errs73 === errors;
valid9 = valid9 || _valid3;
const _errs75 = errors;
if(typeof data19 !== "string"){
const err71 = {instancePath:instancePath+"/verdicts/delivery/status",schemaPath:"#/properties/verdicts/properties/delivery/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if("untested" !== data19){
const err72 = {instancePath:instancePath+"/verdicts/delivery/status",schemaPath:"#/properties/verdicts/properties/delivery/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "untested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid3 = _errs75 === errors;
valid9 = valid9 || _valid3;
const _errs77 = errors;
if(typeof data19 !== "string"){
const err73 = {instancePath:instancePath+"/verdicts/delivery/status",schemaPath:"#/properties/verdicts/properties/delivery/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if("expected-fail" !== data19){
const err74 = {instancePath:instancePath+"/verdicts/delivery/status",schemaPath:"#/properties/verdicts/properties/delivery/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "expected-fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid3 = _errs77 === errors;
valid9 = valid9 || _valid3;
if(!valid9){
const err75 = {instancePath:instancePath+"/verdicts/delivery/status",schemaPath:"#/properties/verdicts/properties/delivery/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
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
if(data18.reason !== undefined){
let data20 = data18.reason;
if(typeof data20 === "string"){
if(!pattern23.test(data20)){
const err76 = {instancePath:instancePath+"/verdicts/delivery/reason",schemaPath:"#/properties/verdicts/properties/delivery/properties/reason/pattern",keyword:"pattern",params:{pattern: "^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$"},message:"must match pattern \""+"^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$"+"\""};
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
const err77 = {instancePath:instancePath+"/verdicts/delivery/reason",schemaPath:"#/properties/verdicts/properties/delivery/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data18.detail !== undefined){
if(typeof data18.detail !== "string"){
const err78 = {instancePath:instancePath+"/verdicts/delivery/detail",schemaPath:"#/properties/verdicts/properties/delivery/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err79 = {instancePath:instancePath+"/verdicts/delivery",schemaPath:"#/properties/verdicts/properties/delivery/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err80 = {instancePath:instancePath+"/verdicts",schemaPath:"#/properties/verdicts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.checks !== undefined){
let data22 = data.checks;
if(Array.isArray(data22)){
const len0 = data22.length;
for(let i0=0; i0<len0; i0++){
if(!(validate21(data22[i0], {instancePath:instancePath+"/checks/" + i0,parentData:data22,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err81 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.hostObserved !== undefined){
let data24 = data.hostObserved;
if(Array.isArray(data24)){
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
let data25 = data24[i1];
const _errs89 = errors;
let valid14 = false;
const _errs90 = errors;
if(typeof data25 !== "string"){
const err82 = {instancePath:instancePath+"/hostObserved/" + i1,schemaPath:"#/properties/hostObserved/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if("host-protocol" !== data25){
const err83 = {instancePath:instancePath+"/hostObserved/" + i1,schemaPath:"#/properties/hostObserved/items/anyOf/0/const",keyword:"const",params:{allowedValue: "host-protocol"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid4 = _errs90 === errors;
valid14 = valid14 || _valid4;
const _errs92 = errors;
if(typeof data25 !== "string"){
const err84 = {instancePath:instancePath+"/hostObserved/" + i1,schemaPath:"#/properties/hostObserved/items/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if("stream-json" !== data25){
const err85 = {instancePath:instancePath+"/hostObserved/" + i1,schemaPath:"#/properties/hostObserved/items/anyOf/1/const",keyword:"const",params:{allowedValue: "stream-json"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid4 = _errs92 === errors;
valid14 = valid14 || _valid4;
const _errs94 = errors;
if(typeof data25 !== "string"){
const err86 = {instancePath:instancePath+"/hostObserved/" + i1,schemaPath:"#/properties/hostObserved/items/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if("model-calls" !== data25){
const err87 = {instancePath:instancePath+"/hostObserved/" + i1,schemaPath:"#/properties/hostObserved/items/anyOf/2/const",keyword:"const",params:{allowedValue: "model-calls"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid4 = _errs94 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err88 = {instancePath:instancePath+"/hostObserved/" + i1,schemaPath:"#/properties/hostObserved/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
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
const err89 = {instancePath:instancePath+"/hostObserved",schemaPath:"#/properties/hostObserved/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.hostAgents !== undefined){
let data26 = data.hostAgents;
if(Array.isArray(data26)){
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
if(typeof data26[i2] !== "string"){
const err90 = {instancePath:instancePath+"/hostAgents/" + i2,schemaPath:"#/properties/hostAgents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err91 = {instancePath:instancePath+"/hostAgents",schemaPath:"#/properties/hostAgents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.harnessError !== undefined){
if(typeof data.harnessError !== "string"){
const err92 = {instancePath:instancePath+"/harnessError",schemaPath:"#/properties/harnessError/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.resources !== undefined){
let data29 = data.resources;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key6 in data29){
if(!((key6 === "startupMs") || (key6 === "peakRssMb"))){
const err93 = {instancePath:instancePath+"/resources",schemaPath:"#/properties/resources/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data29.startupMs !== undefined){
let data30 = data29.startupMs;
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
const err94 = {instancePath:instancePath+"/resources/startupMs",schemaPath:"#/properties/resources/properties/startupMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err95 = {instancePath:instancePath+"/resources/startupMs",schemaPath:"#/properties/resources/properties/startupMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data29.peakRssMb !== undefined){
let data31 = data29.peakRssMb;
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err96 = {instancePath:instancePath+"/resources/peakRssMb",schemaPath:"#/properties/resources/properties/peakRssMb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err97 = {instancePath:instancePath+"/resources/peakRssMb",schemaPath:"#/properties/resources/properties/peakRssMb/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
else {
const err98 = {instancePath:instancePath+"/resources",schemaPath:"#/properties/resources/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.stderrTail !== undefined){
if(typeof data.stderrTail !== "string"){
const err99 = {instancePath:instancePath+"/stderrTail",schemaPath:"#/properties/stderrTail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.transcript !== undefined){
let data33 = data.transcript;
if(Array.isArray(data33)){
const len3 = data33.length;
for(let i3=0; i3<len3; i3++){
let data34 = data33[i3];
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.at === undefined){
const err100 = {instancePath:instancePath+"/transcript/" + i3,schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data34.source === undefined){
const err101 = {instancePath:instancePath+"/transcript/" + i3,schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data34.summary === undefined){
const err102 = {instancePath:instancePath+"/transcript/" + i3,schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
for(const key7 in data34){
if(!((((key7 === "at") || (key7 === "source")) || (key7 === "summary")) || (key7 === "record"))){
const err103 = {instancePath:instancePath+"/transcript/" + i3,schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data34.at !== undefined){
let data35 = data34.at;
if(!((typeof data35 == "number") && (isFinite(data35)))){
const err104 = {instancePath:instancePath+"/transcript/" + i3+"/at",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data34.source !== undefined){
let data36 = data34.source;
const _errs120 = errors;
let valid22 = false;
const _errs121 = errors;
if(typeof data36 !== "string"){
const err105 = {instancePath:instancePath+"/transcript/" + i3+"/source",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/source/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if("provider" !== data36){
const err106 = {instancePath:instancePath+"/transcript/" + i3+"/source",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/source/anyOf/0/const",keyword:"const",params:{allowedValue: "provider"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid5 = _errs121 === errors;
valid22 = valid22 || _valid5;
const _errs123 = errors;
if(typeof data36 !== "string"){
const err107 = {instancePath:instancePath+"/transcript/" + i3+"/source",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/source/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if("host" !== data36){
const err108 = {instancePath:instancePath+"/transcript/" + i3+"/source",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/source/anyOf/1/const",keyword:"const",params:{allowedValue: "host"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid5 = _errs123 === errors;
valid22 = valid22 || _valid5;
const _errs125 = errors;
if(typeof data36 !== "string"){
const err109 = {instancePath:instancePath+"/transcript/" + i3+"/source",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/source/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if("control" !== data36){
const err110 = {instancePath:instancePath+"/transcript/" + i3+"/source",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/source/anyOf/2/const",keyword:"const",params:{allowedValue: "control"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid5 = _errs125 === errors;
valid22 = valid22 || _valid5;
const _errs127 = errors;
if(typeof data36 !== "string"){
const err111 = {instancePath:instancePath+"/transcript/" + i3+"/source",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/source/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if("sut" !== data36){
const err112 = {instancePath:instancePath+"/transcript/" + i3+"/source",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/source/anyOf/3/const",keyword:"const",params:{allowedValue: "sut"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
var _valid5 = _errs127 === errors;
valid22 = valid22 || _valid5;
const _errs129 = errors;
if(typeof data36 !== "string"){
const err113 = {instancePath:instancePath+"/transcript/" + i3+"/source",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/source/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if("runner" !== data36){
const err114 = {instancePath:instancePath+"/transcript/" + i3+"/source",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/source/anyOf/4/const",keyword:"const",params:{allowedValue: "runner"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid5 = _errs129 === errors;
valid22 = valid22 || _valid5;
if(!valid22){
const err115 = {instancePath:instancePath+"/transcript/" + i3+"/source",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/source/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
else {
errors = _errs120;
if(vErrors !== null){
if(_errs120){
vErrors.length = _errs120;
}
else {
vErrors = null;
}
}
}
}
if(data34.summary !== undefined){
if(typeof data34.summary !== "string"){
const err116 = {instancePath:instancePath+"/transcript/" + i3+"/summary",schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err117 = {instancePath:instancePath+"/transcript/" + i3,schemaPath:"https://larkspur.dev/spec/report/transcript-entry.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err118 = {instancePath:instancePath+"/transcript",schemaPath:"#/properties/transcript/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err119 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/report/report.schema.json" */;
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
if(data.reportVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportVersion"},message:"must have required property '"+"reportVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.manifest === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "manifest"},message:"must have required property '"+"manifest"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.exitCode === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exitCode"},message:"must have required property '"+"exitCode"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.totals === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totals"},message:"must have required property '"+"totals"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.problems === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "problems"},message:"must have required property '"+"problems"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.warnings === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.scenarios === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scenarios"},message:"must have required property '"+"scenarios"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.requirements === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirements"},message:"must have required property '"+"requirements"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema38.properties, key0))){
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
if(data.reportVersion !== undefined){
let data0 = data.reportVersion;
if(typeof data0 !== "string"){
const err9 = {instancePath:instancePath+"/reportVersion",schemaPath:"#/properties/reportVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("0" !== data0){
const err10 = {instancePath:instancePath+"/reportVersion",schemaPath:"#/properties/reportVersion/const",keyword:"const",params:{allowedValue: "0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.manifest !== undefined){
let data1 = data.manifest;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.specVersion === undefined){
const err11 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/required",keyword:"required",params:{missingProperty: "specVersion"},message:"must have required property '"+"specVersion"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.harnessVersion === undefined){
const err12 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/required",keyword:"required",params:{missingProperty: "harnessVersion"},message:"must have required property '"+"harnessVersion"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.scenarioSetHash === undefined){
const err13 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/required",keyword:"required",params:{missingProperty: "scenarioSetHash"},message:"must have required property '"+"scenarioSetHash"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.implementation === undefined){
const err14 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/required",keyword:"required",params:{missingProperty: "implementation"},message:"must have required property '"+"implementation"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.seed === undefined){
const err15 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/required",keyword:"required",params:{missingProperty: "seed"},message:"must have required property '"+"seed"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1.filters === undefined){
const err16 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/required",keyword:"required",params:{missingProperty: "filters"},message:"must have required property '"+"filters"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data1.repeat === undefined){
const err17 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/required",keyword:"required",params:{missingProperty: "repeat"},message:"must have required property '"+"repeat"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data1.workers === undefined){
const err18 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/required",keyword:"required",params:{missingProperty: "workers"},message:"must have required property '"+"workers"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data1.startedAt === undefined){
const err19 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/required",keyword:"required",params:{missingProperty: "startedAt"},message:"must have required property '"+"startedAt"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data1.durationMs === undefined){
const err20 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data1.node === undefined){
const err21 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/required",keyword:"required",params:{missingProperty: "node"},message:"must have required property '"+"node"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data1.platform === undefined){
const err22 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/required",keyword:"required",params:{missingProperty: "platform"},message:"must have required property '"+"platform"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 in data1){
if(!(func1.call(schema38.properties.manifest.properties, key1))){
const err23 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.specVersion !== undefined){
if(typeof data1.specVersion !== "string"){
const err24 = {instancePath:instancePath+"/manifest/specVersion",schemaPath:"#/properties/manifest/properties/specVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data1.harnessVersion !== undefined){
if(typeof data1.harnessVersion !== "string"){
const err25 = {instancePath:instancePath+"/manifest/harnessVersion",schemaPath:"#/properties/manifest/properties/harnessVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data1.scenarioSetHash !== undefined){
let data4 = data1.scenarioSetHash;
if(typeof data4 === "string"){
if(!pattern8.test(data4)){
const err26 = {instancePath:instancePath+"/manifest/scenarioSetHash",schemaPath:"#/properties/manifest/properties/scenarioSetHash/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
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
const err27 = {instancePath:instancePath+"/manifest/scenarioSetHash",schemaPath:"#/properties/manifest/properties/scenarioSetHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.implementation !== undefined){
let data5 = data1.implementation;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err28 = {instancePath:instancePath+"/manifest/implementation",schemaPath:"#/properties/manifest/properties/implementation/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data5.adapter === undefined){
const err29 = {instancePath:instancePath+"/manifest/implementation",schemaPath:"#/properties/manifest/properties/implementation/required",keyword:"required",params:{missingProperty: "adapter"},message:"must have required property '"+"adapter"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data5.capabilities === undefined){
const err30 = {instancePath:instancePath+"/manifest/implementation",schemaPath:"#/properties/manifest/properties/implementation/required",keyword:"required",params:{missingProperty: "capabilities"},message:"must have required property '"+"capabilities"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key2 in data5){
if(!((((key2 === "name") || (key2 === "version")) || (key2 === "adapter")) || (key2 === "capabilities"))){
const err31 = {instancePath:instancePath+"/manifest/implementation",schemaPath:"#/properties/manifest/properties/implementation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
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
const err32 = {instancePath:instancePath+"/manifest/implementation/name",schemaPath:"#/properties/manifest/properties/implementation/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data5.version !== undefined){
if(typeof data5.version !== "string"){
const err33 = {instancePath:instancePath+"/manifest/implementation/version",schemaPath:"#/properties/manifest/properties/implementation/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data5.adapter !== undefined){
if(typeof data5.adapter !== "string"){
const err34 = {instancePath:instancePath+"/manifest/implementation/adapter",schemaPath:"#/properties/manifest/properties/implementation/properties/adapter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data5.capabilities !== undefined){
let data9 = data5.capabilities;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
const _errs26 = errors;
let valid6 = false;
const _errs27 = errors;
if(typeof data10 !== "string"){
const err35 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if("control" !== data10){
const err36 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "control"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid6 = valid6 || _valid0;
const _errs29 = errors;
if(typeof data10 !== "string"){
const err37 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if("control.stop" !== data10){
const err38 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "control.stop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs29 === errors;
valid6 = valid6 || _valid0;
const _errs31 = errors;
if(typeof data10 !== "string"){
const err39 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if("control.dispatch" !== data10){
const err40 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "control.dispatch"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid0 = _errs31 === errors;
valid6 = valid6 || _valid0;
const _errs33 = errors;
if(typeof data10 !== "string"){
const err41 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("long-connection" !== data10){
const err42 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "long-connection"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid0 = _errs33 === errors;
valid6 = valid6 || _valid0;
const _errs35 = errors;
if(typeof data10 !== "string"){
const err43 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if("webhook" !== data10){
const err44 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/4/const",keyword:"const",params:{allowedValue: "webhook"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid0 = _errs35 === errors;
valid6 = valid6 || _valid0;
const _errs37 = errors;
if(typeof data10 !== "string"){
const err45 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if("progress" !== data10){
const err46 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/5/const",keyword:"const",params:{allowedValue: "progress"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid0 = _errs37 === errors;
valid6 = valid6 || _valid0;
const _errs39 = errors;
if(typeof data10 !== "string"){
const err47 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if("reply-threading" !== data10){
const err48 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/6/const",keyword:"const",params:{allowedValue: "reply-threading"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid0 = _errs39 === errors;
valid6 = valid6 || _valid0;
const _errs41 = errors;
if(typeof data10 !== "string"){
const err49 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if("delivery-modes" !== data10){
const err50 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/7/const",keyword:"const",params:{allowedValue: "delivery-modes"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid0 = _errs41 === errors;
valid6 = valid6 || _valid0;
const _errs43 = errors;
if(typeof data10 !== "string"){
const err51 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/8/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if("approvals" !== data10){
const err52 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/8/const",keyword:"const",params:{allowedValue: "approvals"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid0 = _errs43 === errors;
valid6 = valid6 || _valid0;
const _errs45 = errors;
if(typeof data10 !== "string"){
const err53 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/9/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if("attached-sessions" !== data10){
const err54 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/9/const",keyword:"const",params:{allowedValue: "attached-sessions"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid0 = _errs45 === errors;
valid6 = valid6 || _valid0;
const _errs47 = errors;
if(typeof data10 !== "string"){
const err55 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/10/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if("triggers" !== data10){
const err56 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/10/const",keyword:"const",params:{allowedValue: "triggers"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid0 = _errs47 === errors;
valid6 = valid6 || _valid0;
const _errs49 = errors;
if(typeof data10 !== "string"){
const err57 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/11/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if("knobs" !== data10){
const err58 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/11/const",keyword:"const",params:{allowedValue: "knobs"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid0 = _errs49 === errors;
valid6 = valid6 || _valid0;
const _errs51 = errors;
if(typeof data10 !== "string"){
const err59 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/12/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if("event-timing" !== data10){
const err60 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/12/const",keyword:"const",params:{allowedValue: "event-timing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid0 = _errs51 === errors;
valid6 = valid6 || _valid0;
const _errs53 = errors;
if(typeof data10 !== "string"){
const err61 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/13/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if("media" !== data10){
const err62 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/13/const",keyword:"const",params:{allowedValue: "media"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid0 = _errs53 === errors;
valid6 = valid6 || _valid0;
const _errs55 = errors;
if(typeof data10 !== "string"){
const err63 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/14/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if("markdown" !== data10){
const err64 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/14/const",keyword:"const",params:{allowedValue: "markdown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid0 = _errs55 === errors;
valid6 = valid6 || _valid0;
const _errs57 = errors;
if(typeof data10 !== "string"){
const err65 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/15/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if("model-provider" !== data10){
const err66 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/15/const",keyword:"const",params:{allowedValue: "model-provider"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid0 = _errs57 === errors;
valid6 = valid6 || _valid0;
const _errs59 = errors;
if(typeof data10 !== "string"){
const err67 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/16/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if("multi-instance" !== data10){
const err68 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf/16/const",keyword:"const",params:{allowedValue: "multi-instance"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid0 = _errs59 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const err69 = {instancePath:instancePath+"/manifest/implementation/capabilities/" + i0,schemaPath:"https://larkspur.dev/spec/control/capability.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
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
}
else {
const err70 = {instancePath:instancePath+"/manifest/implementation/capabilities",schemaPath:"#/properties/manifest/properties/implementation/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err71 = {instancePath:instancePath+"/manifest/implementation",schemaPath:"#/properties/manifest/properties/implementation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data1.seed !== undefined){
let data11 = data1.seed;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err72 = {instancePath:instancePath+"/manifest/seed",schemaPath:"#/properties/manifest/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data1.filters !== undefined){
let data12 = data1.filters;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key3 in data12){
if(!(((((key3 === "scenario") || (key3 === "tag")) || (key3 === "layer")) || (key3 === "requirement")) || (key3 === "shard"))){
const err73 = {instancePath:instancePath+"/manifest/filters",schemaPath:"#/properties/manifest/properties/filters/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data12.scenario !== undefined){
let data13 = data12.scenario;
if(Array.isArray(data13)){
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
if(typeof data13[i1] !== "string"){
const err74 = {instancePath:instancePath+"/manifest/filters/scenario/" + i1,schemaPath:"#/properties/manifest/properties/filters/properties/scenario/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err75 = {instancePath:instancePath+"/manifest/filters/scenario",schemaPath:"#/properties/manifest/properties/filters/properties/scenario/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data12.tag !== undefined){
let data15 = data12.tag;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
if(typeof data15[i2] !== "string"){
const err76 = {instancePath:instancePath+"/manifest/filters/tag/" + i2,schemaPath:"#/properties/manifest/properties/filters/properties/tag/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err77 = {instancePath:instancePath+"/manifest/filters/tag",schemaPath:"#/properties/manifest/properties/filters/properties/tag/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data12.layer !== undefined){
let data17 = data12.layer;
if(Array.isArray(data17)){
const len3 = data17.length;
for(let i3=0; i3<len3; i3++){
let data18 = data17[i3];
const _errs78 = errors;
let valid15 = false;
const _errs79 = errors;
if(typeof data18 !== "string"){
const err78 = {instancePath:instancePath+"/manifest/filters/layer/" + i3,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if("transport" !== data18){
const err79 = {instancePath:instancePath+"/manifest/filters/layer/" + i3,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/0/const",keyword:"const",params:{allowedValue: "transport"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid1 = _errs79 === errors;
valid15 = valid15 || _valid1;
const _errs81 = errors;
if(typeof data18 !== "string"){
const err80 = {instancePath:instancePath+"/manifest/filters/layer/" + i3,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if("admission" !== data18){
const err81 = {instancePath:instancePath+"/manifest/filters/layer/" + i3,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/1/const",keyword:"const",params:{allowedValue: "admission"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid1 = _errs81 === errors;
valid15 = valid15 || _valid1;
const _errs83 = errors;
if(typeof data18 !== "string"){
const err82 = {instancePath:instancePath+"/manifest/filters/layer/" + i3,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if("host" !== data18){
const err83 = {instancePath:instancePath+"/manifest/filters/layer/" + i3,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/2/const",keyword:"const",params:{allowedValue: "host"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid1 = _errs83 === errors;
valid15 = valid15 || _valid1;
const _errs85 = errors;
if(typeof data18 !== "string"){
const err84 = {instancePath:instancePath+"/manifest/filters/layer/" + i3,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if("delivery" !== data18){
const err85 = {instancePath:instancePath+"/manifest/filters/layer/" + i3,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf/3/const",keyword:"const",params:{allowedValue: "delivery"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid1 = _errs85 === errors;
valid15 = valid15 || _valid1;
if(!valid15){
const err86 = {instancePath:instancePath+"/manifest/filters/layer/" + i3,schemaPath:"https://larkspur.dev/spec/scenario/layer.schema.json/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
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
const err87 = {instancePath:instancePath+"/manifest/filters/layer",schemaPath:"#/properties/manifest/properties/filters/properties/layer/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data12.requirement !== undefined){
let data19 = data12.requirement;
if(Array.isArray(data19)){
const len4 = data19.length;
for(let i4=0; i4<len4; i4++){
if(typeof data19[i4] !== "string"){
const err88 = {instancePath:instancePath+"/manifest/filters/requirement/" + i4,schemaPath:"#/properties/manifest/properties/filters/properties/requirement/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err89 = {instancePath:instancePath+"/manifest/filters/requirement",schemaPath:"#/properties/manifest/properties/filters/properties/requirement/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data12.shard !== undefined){
if(typeof data12.shard !== "string"){
const err90 = {instancePath:instancePath+"/manifest/filters/shard",schemaPath:"#/properties/manifest/properties/filters/properties/shard/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err91 = {instancePath:instancePath+"/manifest/filters",schemaPath:"#/properties/manifest/properties/filters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data1.gate !== undefined){
if(typeof data1.gate !== "string"){
const err92 = {instancePath:instancePath+"/manifest/gate",schemaPath:"#/properties/manifest/properties/gate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data1.host !== undefined){
let data23 = data1.host;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.mode === undefined){
const err93 = {instancePath:instancePath+"/manifest/host",schemaPath:"#/properties/manifest/properties/host/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
for(const key4 in data23){
if(!(((((((key4 === "mode") || (key4 === "interface")) || (key4 === "codexVersion")) || (key4 === "claudeCodeVersion")) || (key4 === "agents")) || (key4 === "windowScale")) || (key4 === "notes"))){
const err94 = {instancePath:instancePath+"/manifest/host",schemaPath:"#/properties/manifest/properties/host/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data23.mode !== undefined){
let data24 = data23.mode;
const _errs99 = errors;
let valid19 = false;
const _errs100 = errors;
if(typeof data24 !== "string"){
const err95 = {instancePath:instancePath+"/manifest/host/mode",schemaPath:"#/properties/manifest/properties/host/properties/mode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if("double" !== data24){
const err96 = {instancePath:instancePath+"/manifest/host/mode",schemaPath:"#/properties/manifest/properties/host/properties/mode/anyOf/0/const",keyword:"const",params:{allowedValue: "double"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid2 = _errs100 === errors;
valid19 = valid19 || _valid2;
const _errs102 = errors;
if(typeof data24 !== "string"){
const err97 = {instancePath:instancePath+"/manifest/host/mode",schemaPath:"#/properties/manifest/properties/host/properties/mode/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if("codex" !== data24){
const err98 = {instancePath:instancePath+"/manifest/host/mode",schemaPath:"#/properties/manifest/properties/host/properties/mode/anyOf/1/const",keyword:"const",params:{allowedValue: "codex"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid2 = _errs102 === errors;
valid19 = valid19 || _valid2;
const _errs104 = errors;
if(typeof data24 !== "string"){
const err99 = {instancePath:instancePath+"/manifest/host/mode",schemaPath:"#/properties/manifest/properties/host/properties/mode/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if("claude-code" !== data24){
const err100 = {instancePath:instancePath+"/manifest/host/mode",schemaPath:"#/properties/manifest/properties/host/properties/mode/anyOf/2/const",keyword:"const",params:{allowedValue: "claude-code"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid2 = _errs104 === errors;
valid19 = valid19 || _valid2;
const _errs106 = errors;
if(typeof data24 !== "string"){
const err101 = {instancePath:instancePath+"/manifest/host/mode",schemaPath:"#/properties/manifest/properties/host/properties/mode/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if("model-api" !== data24){
const err102 = {instancePath:instancePath+"/manifest/host/mode",schemaPath:"#/properties/manifest/properties/host/properties/mode/anyOf/3/const",keyword:"const",params:{allowedValue: "model-api"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid2 = _errs106 === errors;
valid19 = valid19 || _valid2;
if(!valid19){
const err103 = {instancePath:instancePath+"/manifest/host/mode",schemaPath:"#/properties/manifest/properties/host/properties/mode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
else {
errors = _errs99;
if(vErrors !== null){
if(_errs99){
vErrors.length = _errs99;
}
else {
vErrors = null;
}
}
}
}
if(data23.interface !== undefined){
let data25 = data23.interface;
const _errs109 = errors;
let valid20 = false;
const _errs110 = errors;
if(typeof data25 !== "string"){
const err104 = {instancePath:instancePath+"/manifest/host/interface",schemaPath:"#/properties/manifest/properties/host/properties/interface/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if("codex-app-server" !== data25){
const err105 = {instancePath:instancePath+"/manifest/host/interface",schemaPath:"#/properties/manifest/properties/host/properties/interface/anyOf/0/const",keyword:"const",params:{allowedValue: "codex-app-server"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid3 = _errs110 === errors;
valid20 = valid20 || _valid3;
const _errs112 = errors;
if(typeof data25 !== "string"){
const err106 = {instancePath:instancePath+"/manifest/host/interface",schemaPath:"#/properties/manifest/properties/host/properties/interface/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if("claude-code" !== data25){
const err107 = {instancePath:instancePath+"/manifest/host/interface",schemaPath:"#/properties/manifest/properties/host/properties/interface/anyOf/1/const",keyword:"const",params:{allowedValue: "claude-code"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid3 = _errs112 === errors;
valid20 = valid20 || _valid3;
const _errs114 = errors;
if(typeof data25 !== "string"){
const err108 = {instancePath:instancePath+"/manifest/host/interface",schemaPath:"#/properties/manifest/properties/host/properties/interface/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if("model-api" !== data25){
const err109 = {instancePath:instancePath+"/manifest/host/interface",schemaPath:"#/properties/manifest/properties/host/properties/interface/anyOf/2/const",keyword:"const",params:{allowedValue: "model-api"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid3 = _errs114 === errors;
valid20 = valid20 || _valid3;
if(!valid20){
const err110 = {instancePath:instancePath+"/manifest/host/interface",schemaPath:"#/properties/manifest/properties/host/properties/interface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
else {
errors = _errs109;
if(vErrors !== null){
if(_errs109){
vErrors.length = _errs109;
}
else {
vErrors = null;
}
}
}
}
if(data23.codexVersion !== undefined){
if(typeof data23.codexVersion !== "string"){
const err111 = {instancePath:instancePath+"/manifest/host/codexVersion",schemaPath:"#/properties/manifest/properties/host/properties/codexVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data23.claudeCodeVersion !== undefined){
if(typeof data23.claudeCodeVersion !== "string"){
const err112 = {instancePath:instancePath+"/manifest/host/claudeCodeVersion",schemaPath:"#/properties/manifest/properties/host/properties/claudeCodeVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data23.agents !== undefined){
let data28 = data23.agents;
if(Array.isArray(data28)){
const len5 = data28.length;
for(let i5=0; i5<len5; i5++){
if(typeof data28[i5] !== "string"){
const err113 = {instancePath:instancePath+"/manifest/host/agents/" + i5,schemaPath:"#/properties/manifest/properties/host/properties/agents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err114 = {instancePath:instancePath+"/manifest/host/agents",schemaPath:"#/properties/manifest/properties/host/properties/agents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data23.windowScale !== undefined){
let data30 = data23.windowScale;
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 <= 1 || isNaN(data30)){
const err115 = {instancePath:instancePath+"/manifest/host/windowScale",schemaPath:"#/properties/manifest/properties/host/properties/windowScale/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 1},message:"must be > 1"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
else {
const err116 = {instancePath:instancePath+"/manifest/host/windowScale",schemaPath:"#/properties/manifest/properties/host/properties/windowScale/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data23.notes !== undefined){
let data31 = data23.notes;
if(Array.isArray(data31)){
const len6 = data31.length;
for(let i6=0; i6<len6; i6++){
let data32 = data31[i6];
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.reason === undefined){
const err117 = {instancePath:instancePath+"/manifest/host/notes/" + i6,schemaPath:"#/properties/manifest/properties/host/properties/notes/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data32.scenarios === undefined){
const err118 = {instancePath:instancePath+"/manifest/host/notes/" + i6,schemaPath:"#/properties/manifest/properties/host/properties/notes/items/required",keyword:"required",params:{missingProperty: "scenarios"},message:"must have required property '"+"scenarios"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(data32.checks === undefined){
const err119 = {instancePath:instancePath+"/manifest/host/notes/" + i6,schemaPath:"#/properties/manifest/properties/host/properties/notes/items/required",keyword:"required",params:{missingProperty: "checks"},message:"must have required property '"+"checks"+"'"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
for(const key5 in data32){
if(!(((key5 === "reason") || (key5 === "scenarios")) || (key5 === "checks"))){
const err120 = {instancePath:instancePath+"/manifest/host/notes/" + i6,schemaPath:"#/properties/manifest/properties/host/properties/notes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data32.reason !== undefined){
if(typeof data32.reason !== "string"){
const err121 = {instancePath:instancePath+"/manifest/host/notes/" + i6+"/reason",schemaPath:"#/properties/manifest/properties/host/properties/notes/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data32.scenarios !== undefined){
let data34 = data32.scenarios;
if(Array.isArray(data34)){
const len7 = data34.length;
for(let i7=0; i7<len7; i7++){
if(typeof data34[i7] !== "string"){
const err122 = {instancePath:instancePath+"/manifest/host/notes/" + i6+"/scenarios/" + i7,schemaPath:"#/properties/manifest/properties/host/properties/notes/items/properties/scenarios/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath:instancePath+"/manifest/host/notes/" + i6+"/scenarios",schemaPath:"#/properties/manifest/properties/host/properties/notes/items/properties/scenarios/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data32.checks !== undefined){
let data36 = data32.checks;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err124 = {instancePath:instancePath+"/manifest/host/notes/" + i6+"/checks",schemaPath:"#/properties/manifest/properties/host/properties/notes/items/properties/checks/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
const err125 = {instancePath:instancePath+"/manifest/host/notes/" + i6+"/checks",schemaPath:"#/properties/manifest/properties/host/properties/notes/items/properties/checks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err126 = {instancePath:instancePath+"/manifest/host/notes/" + i6,schemaPath:"#/properties/manifest/properties/host/properties/notes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err127 = {instancePath:instancePath+"/manifest/host/notes",schemaPath:"#/properties/manifest/properties/host/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
else {
const err128 = {instancePath:instancePath+"/manifest/host",schemaPath:"#/properties/manifest/properties/host/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data1.repeat !== undefined){
let data37 = data1.repeat;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err129 = {instancePath:instancePath+"/manifest/repeat",schemaPath:"#/properties/manifest/properties/repeat/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 1 || isNaN(data37)){
const err130 = {instancePath:instancePath+"/manifest/repeat",schemaPath:"#/properties/manifest/properties/repeat/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.workers !== undefined){
let data38 = data1.workers;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err131 = {instancePath:instancePath+"/manifest/workers",schemaPath:"#/properties/manifest/properties/workers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 1 || isNaN(data38)){
const err132 = {instancePath:instancePath+"/manifest/workers",schemaPath:"#/properties/manifest/properties/workers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
if(data1.startedAt !== undefined){
if(typeof data1.startedAt !== "string"){
const err133 = {instancePath:instancePath+"/manifest/startedAt",schemaPath:"#/properties/manifest/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data1.durationMs !== undefined){
let data40 = data1.durationMs;
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
const err134 = {instancePath:instancePath+"/manifest/durationMs",schemaPath:"#/properties/manifest/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
else {
const err135 = {instancePath:instancePath+"/manifest/durationMs",schemaPath:"#/properties/manifest/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data1.node !== undefined){
if(typeof data1.node !== "string"){
const err136 = {instancePath:instancePath+"/manifest/node",schemaPath:"#/properties/manifest/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data1.platform !== undefined){
if(typeof data1.platform !== "string"){
const err137 = {instancePath:instancePath+"/manifest/platform",schemaPath:"#/properties/manifest/properties/platform/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data1.fuzz !== undefined){
if(!(validate25(data1.fuzz, {instancePath:instancePath+"/manifest/fuzz",parentData:data1,parentDataProperty:"fuzz",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err138 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data.exitCode !== undefined){
let data44 = data.exitCode;
const _errs153 = errors;
let valid28 = false;
const _errs154 = errors;
if(!((typeof data44 == "number") && (isFinite(data44)))){
const err139 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(0 !== data44){
const err140 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/0/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var _valid4 = _errs154 === errors;
valid28 = valid28 || _valid4;
const _errs156 = errors;
if(!((typeof data44 == "number") && (isFinite(data44)))){
const err141 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(1 !== data44){
const err142 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/1/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid4 = _errs156 === errors;
valid28 = valid28 || _valid4;
const _errs158 = errors;
if(!((typeof data44 == "number") && (isFinite(data44)))){
const err143 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/2/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(2 !== data44){
const err144 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/2/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
var _valid4 = _errs158 === errors;
valid28 = valid28 || _valid4;
const _errs160 = errors;
if(!((typeof data44 == "number") && (isFinite(data44)))){
const err145 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/3/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if(3 !== data44){
const err146 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/3/const",keyword:"const",params:{allowedValue: 3},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
var _valid4 = _errs160 === errors;
valid28 = valid28 || _valid4;
const _errs162 = errors;
if(!((typeof data44 == "number") && (isFinite(data44)))){
const err147 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/4/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if(130 !== data44){
const err148 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/4/const",keyword:"const",params:{allowedValue: 130},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
var _valid4 = _errs162 === errors;
valid28 = valid28 || _valid4;
if(!valid28){
const err149 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
else {
errors = _errs153;
if(vErrors !== null){
if(_errs153){
vErrors.length = _errs153;
}
else {
vErrors = null;
}
}
}
}
if(data.interrupted !== undefined){
let data45 = data.interrupted;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.signal === undefined){
const err150 = {instancePath:instancePath+"/interrupted",schemaPath:"#/properties/interrupted/required",keyword:"required",params:{missingProperty: "signal"},message:"must have required property '"+"signal"+"'"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(data45.notRun === undefined){
const err151 = {instancePath:instancePath+"/interrupted",schemaPath:"#/properties/interrupted/required",keyword:"required",params:{missingProperty: "notRun"},message:"must have required property '"+"notRun"+"'"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
for(const key6 in data45){
if(!((key6 === "signal") || (key6 === "notRun"))){
const err152 = {instancePath:instancePath+"/interrupted",schemaPath:"#/properties/interrupted/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data45.signal !== undefined){
if(typeof data45.signal !== "string"){
const err153 = {instancePath:instancePath+"/interrupted/signal",schemaPath:"#/properties/interrupted/properties/signal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data45.notRun !== undefined){
let data47 = data45.notRun;
if(Array.isArray(data47)){
const len8 = data47.length;
for(let i8=0; i8<len8; i8++){
if(typeof data47[i8] !== "string"){
const err154 = {instancePath:instancePath+"/interrupted/notRun/" + i8,schemaPath:"#/properties/interrupted/properties/notRun/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
}
else {
const err155 = {instancePath:instancePath+"/interrupted/notRun",schemaPath:"#/properties/interrupted/properties/notRun/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err156 = {instancePath:instancePath+"/interrupted",schemaPath:"#/properties/interrupted/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data.totals !== undefined){
let data49 = data.totals;
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
if(data49.transport === undefined){
const err157 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "transport"},message:"must have required property '"+"transport"+"'"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(data49.admission === undefined){
const err158 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "admission"},message:"must have required property '"+"admission"+"'"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if(data49.host === undefined){
const err159 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if(data49.delivery === undefined){
const err160 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "delivery"},message:"must have required property '"+"delivery"+"'"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
for(const key7 in data49){
if(!((((key7 === "transport") || (key7 === "admission")) || (key7 === "host")) || (key7 === "delivery"))){
const err161 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data49.transport !== undefined){
let data50 = data49.transport;
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
if(data50.pass === undefined){
const err162 = {instancePath:instancePath+"/totals/transport",schemaPath:"#/properties/totals/properties/transport/required",keyword:"required",params:{missingProperty: "pass"},message:"must have required property '"+"pass"+"'"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if(data50.fail === undefined){
const err163 = {instancePath:instancePath+"/totals/transport",schemaPath:"#/properties/totals/properties/transport/required",keyword:"required",params:{missingProperty: "fail"},message:"must have required property '"+"fail"+"'"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(data50.untested === undefined){
const err164 = {instancePath:instancePath+"/totals/transport",schemaPath:"#/properties/totals/properties/transport/required",keyword:"required",params:{missingProperty: "untested"},message:"must have required property '"+"untested"+"'"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(data50.expectedFail === undefined){
const err165 = {instancePath:instancePath+"/totals/transport",schemaPath:"#/properties/totals/properties/transport/required",keyword:"required",params:{missingProperty: "expectedFail"},message:"must have required property '"+"expectedFail"+"'"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
for(const key8 in data50){
if(!((((key8 === "pass") || (key8 === "fail")) || (key8 === "untested")) || (key8 === "expectedFail"))){
const err166 = {instancePath:instancePath+"/totals/transport",schemaPath:"#/properties/totals/properties/transport/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data50.pass !== undefined){
let data51 = data50.pass;
if(!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))){
const err167 = {instancePath:instancePath+"/totals/transport/pass",schemaPath:"#/properties/totals/properties/transport/properties/pass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 < 0 || isNaN(data51)){
const err168 = {instancePath:instancePath+"/totals/transport/pass",schemaPath:"#/properties/totals/properties/transport/properties/pass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data50.fail !== undefined){
let data52 = data50.fail;
if(!(((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52))) && (isFinite(data52)))){
const err169 = {instancePath:instancePath+"/totals/transport/fail",schemaPath:"#/properties/totals/properties/transport/properties/fail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if((typeof data52 == "number") && (isFinite(data52))){
if(data52 < 0 || isNaN(data52)){
const err170 = {instancePath:instancePath+"/totals/transport/fail",schemaPath:"#/properties/totals/properties/transport/properties/fail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data50.untested !== undefined){
let data53 = data50.untested;
if(!(((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53))) && (isFinite(data53)))){
const err171 = {instancePath:instancePath+"/totals/transport/untested",schemaPath:"#/properties/totals/properties/transport/properties/untested/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if((typeof data53 == "number") && (isFinite(data53))){
if(data53 < 0 || isNaN(data53)){
const err172 = {instancePath:instancePath+"/totals/transport/untested",schemaPath:"#/properties/totals/properties/transport/properties/untested/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
}
if(data50.expectedFail !== undefined){
let data54 = data50.expectedFail;
if(!(((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54))) && (isFinite(data54)))){
const err173 = {instancePath:instancePath+"/totals/transport/expectedFail",schemaPath:"#/properties/totals/properties/transport/properties/expectedFail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if((typeof data54 == "number") && (isFinite(data54))){
if(data54 < 0 || isNaN(data54)){
const err174 = {instancePath:instancePath+"/totals/transport/expectedFail",schemaPath:"#/properties/totals/properties/transport/properties/expectedFail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
}
else {
const err175 = {instancePath:instancePath+"/totals/transport",schemaPath:"#/properties/totals/properties/transport/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data49.admission !== undefined){
let data55 = data49.admission;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
if(data55.pass === undefined){
const err176 = {instancePath:instancePath+"/totals/admission",schemaPath:"#/properties/totals/properties/admission/required",keyword:"required",params:{missingProperty: "pass"},message:"must have required property '"+"pass"+"'"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
if(data55.fail === undefined){
const err177 = {instancePath:instancePath+"/totals/admission",schemaPath:"#/properties/totals/properties/admission/required",keyword:"required",params:{missingProperty: "fail"},message:"must have required property '"+"fail"+"'"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if(data55.untested === undefined){
const err178 = {instancePath:instancePath+"/totals/admission",schemaPath:"#/properties/totals/properties/admission/required",keyword:"required",params:{missingProperty: "untested"},message:"must have required property '"+"untested"+"'"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if(data55.expectedFail === undefined){
const err179 = {instancePath:instancePath+"/totals/admission",schemaPath:"#/properties/totals/properties/admission/required",keyword:"required",params:{missingProperty: "expectedFail"},message:"must have required property '"+"expectedFail"+"'"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
for(const key9 in data55){
if(!((((key9 === "pass") || (key9 === "fail")) || (key9 === "untested")) || (key9 === "expectedFail"))){
const err180 = {instancePath:instancePath+"/totals/admission",schemaPath:"#/properties/totals/properties/admission/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data55.pass !== undefined){
let data56 = data55.pass;
if(!(((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56))) && (isFinite(data56)))){
const err181 = {instancePath:instancePath+"/totals/admission/pass",schemaPath:"#/properties/totals/properties/admission/properties/pass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if((typeof data56 == "number") && (isFinite(data56))){
if(data56 < 0 || isNaN(data56)){
const err182 = {instancePath:instancePath+"/totals/admission/pass",schemaPath:"#/properties/totals/properties/admission/properties/pass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
}
if(data55.fail !== undefined){
let data57 = data55.fail;
if(!(((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57))) && (isFinite(data57)))){
const err183 = {instancePath:instancePath+"/totals/admission/fail",schemaPath:"#/properties/totals/properties/admission/properties/fail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if((typeof data57 == "number") && (isFinite(data57))){
if(data57 < 0 || isNaN(data57)){
const err184 = {instancePath:instancePath+"/totals/admission/fail",schemaPath:"#/properties/totals/properties/admission/properties/fail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
if(data55.untested !== undefined){
let data58 = data55.untested;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err185 = {instancePath:instancePath+"/totals/admission/untested",schemaPath:"#/properties/totals/properties/admission/properties/untested/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 0 || isNaN(data58)){
const err186 = {instancePath:instancePath+"/totals/admission/untested",schemaPath:"#/properties/totals/properties/admission/properties/untested/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
if(data55.expectedFail !== undefined){
let data59 = data55.expectedFail;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err187 = {instancePath:instancePath+"/totals/admission/expectedFail",schemaPath:"#/properties/totals/properties/admission/properties/expectedFail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 0 || isNaN(data59)){
const err188 = {instancePath:instancePath+"/totals/admission/expectedFail",schemaPath:"#/properties/totals/properties/admission/properties/expectedFail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
}
}
else {
const err189 = {instancePath:instancePath+"/totals/admission",schemaPath:"#/properties/totals/properties/admission/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data49.host !== undefined){
let data60 = data49.host;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.pass === undefined){
const err190 = {instancePath:instancePath+"/totals/host",schemaPath:"#/properties/totals/properties/host/required",keyword:"required",params:{missingProperty: "pass"},message:"must have required property '"+"pass"+"'"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(data60.fail === undefined){
const err191 = {instancePath:instancePath+"/totals/host",schemaPath:"#/properties/totals/properties/host/required",keyword:"required",params:{missingProperty: "fail"},message:"must have required property '"+"fail"+"'"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(data60.untested === undefined){
const err192 = {instancePath:instancePath+"/totals/host",schemaPath:"#/properties/totals/properties/host/required",keyword:"required",params:{missingProperty: "untested"},message:"must have required property '"+"untested"+"'"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if(data60.expectedFail === undefined){
const err193 = {instancePath:instancePath+"/totals/host",schemaPath:"#/properties/totals/properties/host/required",keyword:"required",params:{missingProperty: "expectedFail"},message:"must have required property '"+"expectedFail"+"'"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
for(const key10 in data60){
if(!((((key10 === "pass") || (key10 === "fail")) || (key10 === "untested")) || (key10 === "expectedFail"))){
const err194 = {instancePath:instancePath+"/totals/host",schemaPath:"#/properties/totals/properties/host/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data60.pass !== undefined){
let data61 = data60.pass;
if(!(((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61))) && (isFinite(data61)))){
const err195 = {instancePath:instancePath+"/totals/host/pass",schemaPath:"#/properties/totals/properties/host/properties/pass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if((typeof data61 == "number") && (isFinite(data61))){
if(data61 < 0 || isNaN(data61)){
const err196 = {instancePath:instancePath+"/totals/host/pass",schemaPath:"#/properties/totals/properties/host/properties/pass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
}
if(data60.fail !== undefined){
let data62 = data60.fail;
if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){
const err197 = {instancePath:instancePath+"/totals/host/fail",schemaPath:"#/properties/totals/properties/host/properties/fail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 < 0 || isNaN(data62)){
const err198 = {instancePath:instancePath+"/totals/host/fail",schemaPath:"#/properties/totals/properties/host/properties/fail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
}
if(data60.untested !== undefined){
let data63 = data60.untested;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
const err199 = {instancePath:instancePath+"/totals/host/untested",schemaPath:"#/properties/totals/properties/host/properties/untested/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 < 0 || isNaN(data63)){
const err200 = {instancePath:instancePath+"/totals/host/untested",schemaPath:"#/properties/totals/properties/host/properties/untested/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
}
if(data60.expectedFail !== undefined){
let data64 = data60.expectedFail;
if(!(((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64))) && (isFinite(data64)))){
const err201 = {instancePath:instancePath+"/totals/host/expectedFail",schemaPath:"#/properties/totals/properties/host/properties/expectedFail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if((typeof data64 == "number") && (isFinite(data64))){
if(data64 < 0 || isNaN(data64)){
const err202 = {instancePath:instancePath+"/totals/host/expectedFail",schemaPath:"#/properties/totals/properties/host/properties/expectedFail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
}
}
else {
const err203 = {instancePath:instancePath+"/totals/host",schemaPath:"#/properties/totals/properties/host/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
if(data49.delivery !== undefined){
let data65 = data49.delivery;
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
if(data65.pass === undefined){
const err204 = {instancePath:instancePath+"/totals/delivery",schemaPath:"#/properties/totals/properties/delivery/required",keyword:"required",params:{missingProperty: "pass"},message:"must have required property '"+"pass"+"'"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
if(data65.fail === undefined){
const err205 = {instancePath:instancePath+"/totals/delivery",schemaPath:"#/properties/totals/properties/delivery/required",keyword:"required",params:{missingProperty: "fail"},message:"must have required property '"+"fail"+"'"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
if(data65.untested === undefined){
const err206 = {instancePath:instancePath+"/totals/delivery",schemaPath:"#/properties/totals/properties/delivery/required",keyword:"required",params:{missingProperty: "untested"},message:"must have required property '"+"untested"+"'"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(data65.expectedFail === undefined){
const err207 = {instancePath:instancePath+"/totals/delivery",schemaPath:"#/properties/totals/properties/delivery/required",keyword:"required",params:{missingProperty: "expectedFail"},message:"must have required property '"+"expectedFail"+"'"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
for(const key11 in data65){
if(!((((key11 === "pass") || (key11 === "fail")) || (key11 === "untested")) || (key11 === "expectedFail"))){
const err208 = {instancePath:instancePath+"/totals/delivery",schemaPath:"#/properties/totals/properties/delivery/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data65.pass !== undefined){
let data66 = data65.pass;
if(!(((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66))) && (isFinite(data66)))){
const err209 = {instancePath:instancePath+"/totals/delivery/pass",schemaPath:"#/properties/totals/properties/delivery/properties/pass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
if((typeof data66 == "number") && (isFinite(data66))){
if(data66 < 0 || isNaN(data66)){
const err210 = {instancePath:instancePath+"/totals/delivery/pass",schemaPath:"#/properties/totals/properties/delivery/properties/pass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
}
if(data65.fail !== undefined){
let data67 = data65.fail;
if(!(((typeof data67 == "number") && (!(data67 % 1) && !isNaN(data67))) && (isFinite(data67)))){
const err211 = {instancePath:instancePath+"/totals/delivery/fail",schemaPath:"#/properties/totals/properties/delivery/properties/fail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
if((typeof data67 == "number") && (isFinite(data67))){
if(data67 < 0 || isNaN(data67)){
const err212 = {instancePath:instancePath+"/totals/delivery/fail",schemaPath:"#/properties/totals/properties/delivery/properties/fail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
}
if(data65.untested !== undefined){
let data68 = data65.untested;
if(!(((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68))) && (isFinite(data68)))){
const err213 = {instancePath:instancePath+"/totals/delivery/untested",schemaPath:"#/properties/totals/properties/delivery/properties/untested/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if((typeof data68 == "number") && (isFinite(data68))){
if(data68 < 0 || isNaN(data68)){
const err214 = {instancePath:instancePath+"/totals/delivery/untested",schemaPath:"#/properties/totals/properties/delivery/properties/untested/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
}
if(data65.expectedFail !== undefined){
let data69 = data65.expectedFail;
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
const err215 = {instancePath:instancePath+"/totals/delivery/expectedFail",schemaPath:"#/properties/totals/properties/delivery/properties/expectedFail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 < 0 || isNaN(data69)){
const err216 = {instancePath:instancePath+"/totals/delivery/expectedFail",schemaPath:"#/properties/totals/properties/delivery/properties/expectedFail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
}
}
else {
const err217 = {instancePath:instancePath+"/totals/delivery",schemaPath:"#/properties/totals/properties/delivery/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
}
else {
const err218 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
if(data.problems !== undefined){
let data70 = data.problems;
if(Array.isArray(data70)){
const len9 = data70.length;
for(let i9=0; i9<len9; i9++){
if(typeof data70[i9] !== "string"){
const err219 = {instancePath:instancePath+"/problems/" + i9,schemaPath:"#/properties/problems/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
}
else {
const err220 = {instancePath:instancePath+"/problems",schemaPath:"#/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
if(data.warnings !== undefined){
let data72 = data.warnings;
if(Array.isArray(data72)){
const len10 = data72.length;
for(let i10=0; i10<len10; i10++){
if(typeof data72[i10] !== "string"){
const err221 = {instancePath:instancePath+"/warnings/" + i10,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
}
else {
const err222 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
if(data.scenarios !== undefined){
let data74 = data.scenarios;
if(Array.isArray(data74)){
const len11 = data74.length;
for(let i11=0; i11<len11; i11++){
if(!(validate29(data74[i11], {instancePath:instancePath+"/scenarios/" + i11,parentData:data74,parentDataProperty:i11,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err223 = {instancePath:instancePath+"/scenarios",schemaPath:"#/properties/scenarios/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
if(data.requirements !== undefined){
let data76 = data.requirements;
if(Array.isArray(data76)){
const len12 = data76.length;
for(let i12=0; i12<len12; i12++){
let data77 = data76[i12];
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
if(data77.id === undefined){
const err224 = {instancePath:instancePath+"/requirements/" + i12,schemaPath:"#/properties/requirements/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
if(data77.level === undefined){
const err225 = {instancePath:instancePath+"/requirements/" + i12,schemaPath:"#/properties/requirements/items/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
if(data77.layer === undefined){
const err226 = {instancePath:instancePath+"/requirements/" + i12,schemaPath:"#/properties/requirements/items/required",keyword:"required",params:{missingProperty: "layer"},message:"must have required property '"+"layer"+"'"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
if(data77.status === undefined){
const err227 = {instancePath:instancePath+"/requirements/" + i12,schemaPath:"#/properties/requirements/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
if(data77.scenarios === undefined){
const err228 = {instancePath:instancePath+"/requirements/" + i12,schemaPath:"#/properties/requirements/items/required",keyword:"required",params:{missingProperty: "scenarios"},message:"must have required property '"+"scenarios"+"'"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
for(const key12 in data77){
if(!(((((key12 === "id") || (key12 === "level")) || (key12 === "layer")) || (key12 === "status")) || (key12 === "scenarios"))){
const err229 = {instancePath:instancePath+"/requirements/" + i12,schemaPath:"#/properties/requirements/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
if(data77.id !== undefined){
let data78 = data77.id;
if(typeof data78 === "string"){
if(!pattern5.test(data78)){
const err230 = {instancePath:instancePath+"/requirements/" + i12+"/id",schemaPath:"#/properties/requirements/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^(TR|AD|HO|DE|AS|BM|OB|QU|CC)-[0-9]{3}$"},message:"must match pattern \""+"^(TR|AD|HO|DE|AS|BM|OB|QU|CC)-[0-9]{3}$"+"\""};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
else {
const err231 = {instancePath:instancePath+"/requirements/" + i12+"/id",schemaPath:"#/properties/requirements/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data77.level !== undefined){
if(typeof data77.level !== "string"){
const err232 = {instancePath:instancePath+"/requirements/" + i12+"/level",schemaPath:"#/properties/requirements/items/properties/level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data77.layer !== undefined){
if(typeof data77.layer !== "string"){
const err233 = {instancePath:instancePath+"/requirements/" + i12+"/layer",schemaPath:"#/properties/requirements/items/properties/layer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data77.status !== undefined){
let data81 = data77.status;
const _errs243 = errors;
let valid46 = false;
const _errs244 = errors;
if(typeof data81 !== "string"){
const err234 = {instancePath:instancePath+"/requirements/" + i12+"/status",schemaPath:"#/properties/requirements/items/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
if("pass" !== data81){
const err235 = {instancePath:instancePath+"/requirements/" + i12+"/status",schemaPath:"#/properties/requirements/items/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "pass"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
var _valid5 = _errs244 === errors;
valid46 = valid46 || _valid5;
const _errs246 = errors;
if(typeof data81 !== "string"){
const err236 = {instancePath:instancePath+"/requirements/" + i12+"/status",schemaPath:"#/properties/requirements/items/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
if("fail" !== data81){
const err237 = {instancePath:instancePath+"/requirements/" + i12+"/status",schemaPath:"#/properties/requirements/items/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
var _valid5 = _errs246 === errors;
valid46 = valid46 || _valid5;
const _errs248 = errors;
if(typeof data81 !== "string"){
const err238 = {instancePath:instancePath+"/requirements/" + i12+"/status",schemaPath:"#/properties/requirements/items/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
if("expected-fail" !== data81){
const err239 = {instancePath:instancePath+"/requirements/" + i12+"/status",schemaPath:"#/properties/requirements/items/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "expected-fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
var _valid5 = _errs248 === errors;
valid46 = valid46 || _valid5;
const _errs250 = errors;
if(typeof data81 !== "string"){
const err240 = {instancePath:instancePath+"/requirements/" + i12+"/status",schemaPath:"#/properties/requirements/items/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
if("untested" !== data81){
const err241 = {instancePath:instancePath+"/requirements/" + i12+"/status",schemaPath:"#/properties/requirements/items/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "untested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
var _valid5 = _errs250 === errors;
valid46 = valid46 || _valid5;
const _errs252 = errors;
if(typeof data81 !== "string"){
const err242 = {instancePath:instancePath+"/requirements/" + i12+"/status",schemaPath:"#/properties/requirements/items/properties/status/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
if("not-covered" !== data81){
const err243 = {instancePath:instancePath+"/requirements/" + i12+"/status",schemaPath:"#/properties/requirements/items/properties/status/anyOf/4/const",keyword:"const",params:{allowedValue: "not-covered"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
var _valid5 = _errs252 === errors;
valid46 = valid46 || _valid5;
if(!valid46){
const err244 = {instancePath:instancePath+"/requirements/" + i12+"/status",schemaPath:"#/properties/requirements/items/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
else {
errors = _errs243;
if(vErrors !== null){
if(_errs243){
vErrors.length = _errs243;
}
else {
vErrors = null;
}
}
}
}
if(data77.scenarios !== undefined){
let data82 = data77.scenarios;
if(Array.isArray(data82)){
const len13 = data82.length;
for(let i13=0; i13<len13; i13++){
let data83 = data82[i13];
if(data83 && typeof data83 == "object" && !Array.isArray(data83)){
if(data83.id === undefined){
const err245 = {instancePath:instancePath+"/requirements/" + i12+"/scenarios/" + i13,schemaPath:"#/properties/requirements/items/properties/scenarios/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
if(data83.status === undefined){
const err246 = {instancePath:instancePath+"/requirements/" + i12+"/scenarios/" + i13,schemaPath:"#/properties/requirements/items/properties/scenarios/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
for(const key13 in data83){
if(!((key13 === "id") || (key13 === "status"))){
const err247 = {instancePath:instancePath+"/requirements/" + i12+"/scenarios/" + i13,schemaPath:"#/properties/requirements/items/properties/scenarios/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
if(data83.id !== undefined){
if(typeof data83.id !== "string"){
const err248 = {instancePath:instancePath+"/requirements/" + i12+"/scenarios/" + i13+"/id",schemaPath:"#/properties/requirements/items/properties/scenarios/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
if(data83.status !== undefined){
if(typeof data83.status !== "string"){
const err249 = {instancePath:instancePath+"/requirements/" + i12+"/scenarios/" + i13+"/status",schemaPath:"#/properties/requirements/items/properties/scenarios/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
}
else {
const err250 = {instancePath:instancePath+"/requirements/" + i12+"/scenarios/" + i13,schemaPath:"#/properties/requirements/items/properties/scenarios/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
}
else {
const err251 = {instancePath:instancePath+"/requirements/" + i12+"/scenarios",schemaPath:"#/properties/requirements/items/properties/scenarios/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
}
else {
const err252 = {instancePath:instancePath+"/requirements/" + i12,schemaPath:"#/properties/requirements/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
}
else {
const err253 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
}
else {
const err254 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateScenarioResult = validate29;

export const validateTranscriptEntry = validate32;

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://larkspur.dev/spec/report/transcript-entry.schema.json" */;
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
if(data.at === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.source === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.summary === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "at") || (key0 === "source")) || (key0 === "summary")) || (key0 === "record"))){
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
if(data.at !== undefined){
let data0 = data.at;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.source !== undefined){
let data1 = data.source;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("provider" !== data1){
const err6 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/anyOf/0/const",keyword:"const",params:{allowedValue: "provider"},message:"must be equal to constant"};
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
const err7 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("host" !== data1){
const err8 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/anyOf/1/const",keyword:"const",params:{allowedValue: "host"},message:"must be equal to constant"};
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
const _errs10 = errors;
if(typeof data1 !== "string"){
const err9 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("control" !== data1){
const err10 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/anyOf/2/const",keyword:"const",params:{allowedValue: "control"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data1 !== "string"){
const err11 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("sut" !== data1){
const err12 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/anyOf/3/const",keyword:"const",params:{allowedValue: "sut"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
const _errs14 = errors;
if(typeof data1 !== "string"){
const err13 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("runner" !== data1){
const err14 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/anyOf/4/const",keyword:"const",params:{allowedValue: "runner"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err15 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
if(data.summary !== undefined){
if(typeof data.summary !== "string"){
const err16 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

