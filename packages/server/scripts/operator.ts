/**
 * npm run operator -- COMMAND: operator accounts from the command line (the first owner may come
 * from here, or from the setup link a server prints while no operator exists). Every change
 * goes into the audit log with the actor `cli`.
 *
 *   add NAME --role owner|content|finance|support   a new operator; prints a generated password
 *   passwd NAME                                     a new generated password (ends its sessions)
 *   role NAME ROLE                                  another role (ends its sessions)
 *   disable NAME | enable NAME                      (the last enabled owner cannot be disabled)
 *   list
 *
 * Set OPERATOR_PASSWORD to choose the password instead (12-128 characters). On the embedded
 * database it needs the server stopped (one process at a time: db/dataDirLock.ts).
 */
import { isOperatorRole, roleNeedsTotp, type OperatorChange } from '@nocturne/core';
import { loadConfig } from '../src/config.ts';
import { exitIfDataDirInUse } from '../src/db/dataDirLock.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { generatedPassword, listOperators, operatorByName } from '../src/operators/accounts.ts';
import type { Actor } from '../src/operators/audit.ts';
import { addOperator, changeOperator } from '../src/operators/management.ts';

const CLI: Actor = { operatorId: null, name: 'cli' };
const USAGE = 'usage: npm run operator -- add NAME --role owner|content|finance|support | passwd NAME | role NAME ROLE | disable NAME | enable NAME | list';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, name, ...rest] = process.argv.slice(2);
const chosen = process.env.OPERATOR_PASSWORD;
const password = chosen || generatedPassword();
const role = command === 'add' ? rest[rest.indexOf('--role') + 1] : rest[0];
const CHANGES: Record<string, OperatorChange | undefined> = {
  passwd: { password },
  disable: { disabled: true },
  enable: { disabled: false },
  role: isOperatorRole(role) ? { role } : undefined,
};
// The arguments are checked before the database is opened.
if (command !== 'list' && !(command === 'add' ? name && rest.includes('--role') && isOperatorRole(role) : name && CHANGES[command!])) fail(USAGE);

const config = loadConfig();
const db = await openDatabase(config).catch(exitIfDataDirInUse);
const deps = { db, config, now: () => new Date() };
try {
  await migrate(db);
  if (command === 'list') {
    for (const op of await listOperators(db)) console.log(`${op.id}\t${op.name}\t${op.role}${op.disabled ? '\tdisabled' : ''}${op.totpEnabled ? '\ttotp' : ''}`);
  } else if (command === 'add' && isOperatorRole(role)) {
    await addOperator(deps, CLI, { name: name!, role, password }, 'cli operator add');
    console.log(`added ${name} (${role})${chosen ? '' : `, password: ${password}`}`);
    if (roleNeedsTotp(role)) console.log('Sign in to the console now and set up the authenticator (TOTP): it is required for this role.');
  } else {
    const row = await operatorByName(db, name!);
    if (!row) throw new Error(`no operator named ${name}`);
    const view = await changeOperator(deps, CLI, Number(row.id), CHANGES[command!]!, `cli operator ${command}`);
    console.log(`${view.name}: ${view.role}${view.disabled ? ', disabled' : ''}${command === 'passwd' && !chosen ? `, password: ${password}` : ''}`);
  }
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await db.close();
}
