/** The money races on PGlite (one transaction at a time: proves the rules, not the locks). */
import { openTestDb } from '../harness.ts';
import { moneyRaces } from './moneyRaces.ts';

moneyRaces('PGlite', openTestDb);
