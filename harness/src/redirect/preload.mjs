// @ts-check
// `node --import <this file>`: the harness adds it to NODE_OPTIONS for an adapter with "redirectLarkHosts": true,
// so a bot that hard-codes Lark's hosts (Domain.Feishu, https://open.larksuite.com) reaches the provider double.
import { installLarkRedirect } from './lark-hosts.mjs';

const target = process.env.LARKSPUR_LARK_DOMAIN;
if (target) installLarkRedirect(target);
