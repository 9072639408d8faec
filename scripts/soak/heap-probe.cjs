/**
 * Preloaded (`node --require`) into the server process that `npm run soak` starts: answers a
 * 'heap' message on the IPC channel with the heap in use after full garbage collections, without
 * adding any route to the app. Needs `--expose-gc`.
 */
process.on('message', (message) => {
  if (message !== 'heap' || typeof global.gc !== 'function') return;
  // Twice: the first pass may only queue finalizers whose objects the second one frees.
  global.gc();
  global.gc();
  process.send({ heapUsed: process.memoryUsage().heapUsed });
});
