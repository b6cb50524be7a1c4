// The console's words by area; the shell's own are in zhCNConsole.
export { consoleMoney } from './money.ts';
export { consoleMembers } from './members.ts';
export { consoleSupport } from './support.ts';
