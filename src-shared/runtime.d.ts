// What src-shared assumes of the JavaScript runtime beyond the ECMAScript library: it compiles
// with neither DOM nor Node types (tsconfig.shared.json), so it runs the same in the host, in the
// renderer and in a bot worker. A clock for time budgets is all it needs.
declare const performance: { now(): number };
