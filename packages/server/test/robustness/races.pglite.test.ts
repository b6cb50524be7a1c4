/** The money races on PGlite (one transaction at a time: proves the rules, not the locks). */
import { openPgliteDatabase } from './databases.ts';
import { moneyRaces } from './moneyRaces.ts';

moneyRaces('PGlite', openPgliteDatabase);
