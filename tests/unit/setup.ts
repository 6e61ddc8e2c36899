// Runs before every unit test file (vitest.config.ts `setupFiles`).
import { setRuleBotStrict } from '../../src-shared/bots/rule.js';

// #15 item 6: a rule-bot handler that throws fails the test instead of playing at random.
setRuleBotStrict(true);
