// Runs before every unit test file (vitest.config.ts `setupFiles`).
import { setRuleBotStrict } from '../../src-shared/games/pericles/bots/rule.js';
import { setShapeChecks } from '../../src-shared/games/pericles/engine/driver.js';

// #15 item 6: a rule-bot handler that throws fails the test instead of playing at random.
setRuleBotStrict(true);

// #15 item 1: every decision a test applies, legal ones included, is parsed against its kind's
// action schema (decision registry); a legal action of another shape fails the test.
setShapeChecks(true);
