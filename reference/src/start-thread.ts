import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread that runs the module `name` beside `base` (an import.meta.url): the same kind of code as
 * the caller — compiled JavaScript from dist/, or in a checkout the TypeScript sources, through tsx
 * registered in the thread first (a worker does not inherit the loader).
 */
export function startThread(base: string, name: string, options: WorkerOptions): Worker {
  const entry = new URL(`./${name}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);
  if (entry.pathname.endsWith('.js')) return new Worker(entry, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}
