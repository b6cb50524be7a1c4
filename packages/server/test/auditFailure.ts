/**
 * Makes the audit log refuse entries of one action while `run` runs: a change whose entry
 * cannot be written must not happen (its entry is written in its own transaction).
 */
import type { Db } from '../src/db/db.ts';

export async function failingAudit(db: Db, action: string, run: () => Promise<void>): Promise<void> {
  await db.exec(`CREATE OR REPLACE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.action = '${action.replace(/'/g, "''")}' THEN RAISE EXCEPTION 'audit refused for the test'; END IF; RETURN NEW; END $$;
    CREATE TRIGGER test_refuse_audit BEFORE INSERT ON operator_audit FOR EACH ROW EXECUTE FUNCTION test_refuse_audit();`);
  try {
    await run();
  } finally {
    await db.exec('DROP TRIGGER test_refuse_audit ON operator_audit; DROP FUNCTION test_refuse_audit();');
  }
}
