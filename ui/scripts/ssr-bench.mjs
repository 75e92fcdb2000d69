// The server's renderer (dist/ssr.js) in Node, for scripts/bench to report beside the binary's
// QuickJS: the same script, in a bare context as QuickJS gives it (no Intl, no URL), rendering the
// same input N times after a warm-up. Prints {"p50": ms, "p99": ms} (render only).
//
//   node scripts/ssr-bench.mjs dist/ssr.js input.json [renders]
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

const [script, inputFile, count = '40'] = process.argv.slice(2);
const context = vm.createContext({});
vm.runInContext('delete globalThis.Intl;', context);
vm.runInContext(readFileSync(script, 'utf8'), context);
const input = readFileSync(inputFile, 'utf8');
for (let i = 0; i < 5; i++) context.ssrRender(input);
const times = [];
for (let i = 0; i < Number(count); i++) {
  const began = performance.now();
  context.ssrRender(input);
  times.push(performance.now() - began);
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ p50: times[Math.floor(times.length / 2)], p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] }));
