/** In a bench server: answers the parent's 'cpu' message with this process's CPU time. */
export function answerCpuQueries(): void {
  process.on('message', (message) => {
    if (message !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  });
}
