import type { Config } from '../config';
import { consoleSmsSender, httpSmsSender, noSmsSender, type SmsSender } from './sms-sender';

/**
 * Workers cannot write files (decision 0954): the HTTP driver when SMS_API_* are set; under
 * `wrangler dev` (NODE_ENV=development) the log, so a developer reads the code there; in
 * production without them, no driver, and asking for a code answers that phone checks are not
 * available, rather than printing members' codes into the logs.
 */
export function smsSenderOnWorkers(config: Config): SmsSender {
  if (config.smsApi) return httpSmsSender(config.smsApi);
  return config.env === 'production' ? noSmsSender : consoleSmsSender();
}
