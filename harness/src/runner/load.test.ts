import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidInputError } from './errors.ts';
import { DEFAULT_SCENARIO_DIR, loadAdapter, loadKnobs, loadRequirements, loadScenarios } from './load.ts';

let dir: string;
const requirements = loadRequirements();

function scenarioFile(id: string, body: unknown): string {
  const scenarios = join(dir, `s-${Math.random().toString(36).slice(2)}`);
  const file = join(scenarios, `${id}.json`);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(body));
  return scenarios;
}

const valid = {
  id: 'x/y',
  title: 't',
  description: 'd',
  requirements: ['TR-001'],
  steps: [
    { do: 'provider.send', as: 'm1', chat: 'p2p:alice', text: 'hi' },
    { expect: 'provider.ack', of: 'm1', layer: 'transport' },
  ],
};

function invalid(fn: () => unknown): InvalidInputError {
  try {
    fn();
  } catch (error) {
    if (error instanceof InvalidInputError) return error;
    throw error;
  }
  throw new Error('expected an InvalidInputError');
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'larkspur-load-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loading inputs', () => {
  it('loads the bundled corpus', () => {
    const loaded = loadScenarios(DEFAULT_SCENARIO_DIR, requirements);
    expect(loaded.map((s) => s.scenario.id)).toContain('basics/first-answer');
  });

  it('accepts a valid scenario', () => {
    expect(loadScenarios(scenarioFile('x/y', valid), requirements)).toHaveLength(1);
  });

  it.each([
    [
      'a step with a bad field names the step path and rule',
      { ...valid, steps: [{ do: 'provider.send', chat: 'p2p:alice', text: 'hi', colour: 1 }] },
      '/steps/0',
      'additionalProperties: colour',
    ],
    ['an unknown action', { ...valid, steps: [{ do: 'provider.dance' }] }, '/steps/0/do', 'enum'],
    [
      'a check without its layer',
      { ...valid, steps: [valid.steps[0], { expect: 'provider.ack', of: 'm1' }] },
      '/steps/1',
      'required: layer',
    ],
    [
      'a bad chat reference',
      { ...valid, steps: [{ do: 'provider.send', chat: 'dm:alice', text: 'hi' }] },
      '/steps/0/chat',
      'pattern: ^(p2p:[a-z0-9_-]+|group:[a-z0-9_-]+(/[a-z0-9_-]+)?)$',
    ],
    [
      'an unknown requirement',
      { ...valid, requirements: ['TR-999'] },
      '/requirements/0',
      'known requirement',
    ],
    [
      'a reference to a later name',
      { ...valid, steps: [{ expect: 'provider.ack', of: 'm1', layer: 'transport' }] },
      '/steps/0/of',
      'earlier step name',
    ],
    [
      'an unknown capture',
      {
        ...valid,
        steps: [
          valid.steps[0],
          { expect: 'provider.call', api: 'im.message.reply', layer: 'delivery', match: { x: '{{nope}}' } },
        ],
      },
      '/steps/1',
      'known capture',
    ],
    [
      'count with atLeast',
      {
        ...valid,
        steps: [
          { expect: 'provider.call', api: 'im.message.reply', layer: 'delivery', count: 1, atLeast: 1 },
        ],
      },
      '/steps/0',
      'one counting rule',
    ],
    [
      "a check id of the runner's own",
      {
        ...valid,
        steps: [
          valid.steps[0],
          { expect: 'provider.ack', id: 'runner-draft-left', of: 'm1', layer: 'transport' },
        ],
      },
      '/steps/1/id',
      'reserved',
    ],
    [
      'an unknown match operator',
      {
        ...valid,
        steps: [{ expect: 'provider.call', api: 'x', layer: 'delivery', match: { a: { $near: 1 } } }],
      },
      '/steps/0/match',
      'operator',
    ],
    [
      'refused with a code',
      {
        ...valid,
        steps: [
          valid.steps[0],
          { expect: 'provider.ack', of: 'm1', refused: true, code: 401, layer: 'transport' },
        ],
      },
      '/steps/1',
      'code xor refused',
    ],
    [
      'a URL challenge without capability webhook',
      { ...valid, steps: [{ expect: 'provider.challenge', layer: 'transport' }] },
      '/steps/0',
      'capability webhook',
    ],
    [
      'a knob that does not exist',
      { ...valid, knobs: { speed: 1 } },
      '/knobs',
      'additionalProperties: speed',
    ],
    [
      'a structural check that needs the doubles',
      { ...valid, steps: [valid.steps[0], { ...valid.steps[1], mode: 'structural' }] },
      '/steps/1/mode',
      'structural holds live',
    ],
    [
      'a structural quiet on a host method',
      {
        ...valid,
        steps: [{ expect: 'quiet', method: 'turn/start', for: 10, layer: 'host', mode: 'structural' }],
      },
      '/steps/0/mode',
      'structural holds live',
    ],
    [
      'a structural quiet on edits',
      {
        ...valid,
        steps: [
          { expect: 'quiet', api: 'im.message.update', for: 10, layer: 'delivery', mode: 'structural' },
        ],
      },
      '/steps/0/mode',
      'structural holds live',
    ],
    [
      'a structural match on what only the double knows',
      {
        ...valid,
        steps: [
          { expect: 'provider.messages', layer: 'delivery', mode: 'structural', match: { editCount: 0 } },
        ],
      },
      '/steps/0/mode',
      'structural holds live',
    ],
  ])('%s', (_name, body, path, rule) => {
    const error = invalid(() => loadScenarios(scenarioFile('x/y', body), requirements));
    expect(error.jsonPath).toBe(path);
    expect(error.rule).toBe(rule);
    expect(error.message).toContain('x/y.json');
  });

  it('an id that is not the file path is refused', () => {
    const error = invalid(() => loadScenarios(scenarioFile('x/z', valid), requirements));
    expect([error.jsonPath, error.rule]).toEqual(['/id', 'equals file path']);
  });

  it('a file that is not JSON is refused with its parse error', () => {
    const scenarios = join(dir, 'broken');
    mkdirSync(join(scenarios, 'a'), { recursive: true });
    writeFileSync(join(scenarios, 'a', 'b.json'), '{ nope');
    expect(invalid(() => loadScenarios(scenarios, requirements)).rule).toBe('json');
  });

  it('an adapter file is validated and its command resolved', () => {
    const file = join(dir, 'ok.impl.json');
    writeFileSync(
      file,
      JSON.stringify({ name: 'impl', command: ['node', 'x.js'], capabilities: ['control'] }),
    );
    const loaded = loadAdapter(file);
    expect(loaded.argv[0]).toBe(process.execPath);
    expect(loaded.cwd).toBe(dir);
    const bad = join(dir, 'bad.impl.json');
    writeFileSync(bad, JSON.stringify({ name: 'impl', command: [], capabilities: ['teleport'] }));
    const error = invalid(() => loadAdapter(bad));
    expect(error.file).toBe(bad);
    expect(error.jsonPath).toMatch(/^\/(command|capabilities\/0)$/);
  });

  it("an adapter's env may carry the implementation's own settings, never a variable of the launch contract", () => {
    const file = join(dir, 'env.impl.json');
    const adapter = (env: Record<string, string>) =>
      writeFileSync(file, JSON.stringify({ name: 'impl', command: ['x'], capabilities: [], env }));
    adapter({ LARKSPUR_INTAKE_JOURNAL: 'local', BRIDGE_MODE: 'fast' });
    expect(loadAdapter(file).adapter.env).toEqual({ LARKSPUR_INTAKE_JOURNAL: 'local', BRIDGE_MODE: 'fast' });
    for (const name of ['LARKSPUR_DATA_DIR', 'ANTHROPIC_BASE_URL', 'LARKSPUR_ANTHROPIC_BASE_URL']) {
      adapter({ [name]: 'x' });
      const error = invalid(() => loadAdapter(file));
      expect([error.jsonPath, error.rule]).toEqual([`/env/${name}`, 'contract']);
      expect(error.message).toContain(
        `${name} is a variable of the launch contract, which the harness sets — remove it from env`,
      );
    }
  });

  it('a value outside a closed list is named, with the nearest allowed one and the whole list', () => {
    const file = join(dir, 'typo.impl.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'impl',
        command: ['node', 'x.js'],
        capabilities: ['control', 'long-conection'],
      }),
    );
    const error = invalid(() => loadAdapter(file));
    expect([error.jsonPath, error.rule]).toEqual(['/capabilities/1', 'enum']);
    expect(error.message).toContain('unknown capability "long-conection" — did you mean "long-connection"?');
    // Every capability, not the first allowed value alone.
    for (const capability of ['control', 'webhook', 'multi-instance'])
      expect(error.message).toContain(capability);
    // Nothing near: no guess, still the list.
    writeFileSync(file, JSON.stringify({ name: 'impl', command: ['x'], capabilities: ['teleport'] }));
    const far = invalid(() => loadAdapter(file));
    expect(far.message).toContain('unknown capability "teleport" (one of control,');
    expect(far.message).not.toContain('did you mean');
    // A list of the schema's own: the property names it.
    writeFileSync(file, JSON.stringify({ name: 'impl', command: ['x'], capabilities: [], intake: 'wss' }));
    expect(invalid(() => loadAdapter(file)).message).toContain(
      'unknown intake "wss" — did you mean "ws"? (one of ws, webhook)',
    );
  });

  it('a knobs file is validated', () => {
    const file = join(dir, 'knobs.json');
    writeFileSync(file, JSON.stringify({ stopBudgetMs: -1 }));
    expect(invalid(() => loadKnobs(file))).toMatchObject({ jsonPath: '/stopBudgetMs', rule: 'minimum: 1' });
  });
});
