import type { HostScript, HostTurnScript, HostUserInput } from '../../../../generated/types/index.ts';
import { inputText } from './echo.ts';

/** The script of the nth turn/start taken: turns[n-1], then default, then an echo of the input. */
export class TurnPlan {
  readonly #script: HostScript;
  #taken = 0;

  constructor(script: HostScript) {
    this.#script = script;
  }

  next(input: HostUserInput[]): HostTurnScript {
    const scripted = this.#script.turns?.[this.#taken];
    this.#taken += 1;
    return scripted ?? this.#script.default ?? echoTurn(input);
  }
}

export function echoTurn(input: HostUserInput[]): HostTurnScript {
  return { stream: [inputText(input)] };
}
