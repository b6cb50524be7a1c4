/**
 * The business day is core's rule (`businessDate(now, zone)`); the server always passes
 * `config.businessTimeZone`. Re-exported here for the domains that import it from rewards.
 */
export { businessDate, dayBefore } from '@nocturne/core';
