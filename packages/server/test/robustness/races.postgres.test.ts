/** The money races on a real PostgreSQL server, where transactions truly run side by side. */
import { openPostgresDatabase } from './databases.ts';
import { moneyRaces } from './moneyRaces.ts';

moneyRaces('PostgreSQL', openPostgresDatabase);
