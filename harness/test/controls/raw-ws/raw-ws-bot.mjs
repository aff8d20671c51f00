// The bot compiled once per test run, or from its sources through tsx (compiled-bots.mjs).
import { runBot } from '../../compiled-bots.mjs';

await runBot(new URL('./raw-ws-bot.ts', import.meta.url));
