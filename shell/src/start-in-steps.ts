/** Lets the browser run what waits (input, a frame) before the next step: a task of its own for each step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Runs `steps` one after the other, each in a task of its own. Loading a module runs the code of every module it
 * imports that has not run yet, in one go: the shell's start (React, emotion, MUI, the shell) was one task of
 * 150-200 ms on a phone (4x CPU), all of it blocking. Steps that each load a part of what the last one imports
 * cut it into tasks the browser can answer between; the order of the modules' code is unchanged.
 */
export async function startInSteps(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}
