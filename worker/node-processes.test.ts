import { expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

/** NODE_PROCESSES (decision 0967): unset is one per core, which `npm start` reads from the machine. */
const withProcesses = (value?: string) => parseConfig({ NODE_PROCESSES: value, JWT_SECRET: 'test-secret-test-secret-test-secret-0123' });

it('NODE_PROCESSES: a whole number from 1, or unset for one per core; anything else stops the start naming it', () => {
  expect(withProcesses().nodeProcesses).toBeNull();
  expect(withProcesses('1').nodeProcesses).toBe(1);
  expect(withProcesses('4').nodeProcesses).toBe(4);
  for (const bad of ['0', '-1', '1.5', 'two']) {
    expect(() => withProcesses(bad)).toThrow(ConfigError);
    expect(() => withProcesses(bad)).toThrow(/NODE_PROCESSES/);
  }
});
