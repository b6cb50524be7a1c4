/** The money races on a real PostgreSQL server, where transactions truly run side by side. */
import { openPostgresSchema } from '../postgresSchema.ts';
import { moneyRaces } from './moneyRaces.ts';

moneyRaces('PostgreSQL', () => openPostgresSchema('robust'));
