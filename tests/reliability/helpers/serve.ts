// The real process entry (server/main.ts: startup, LISTEN, shutdown on SIGTERM) run from source,
// so these suites test the code in the tree rather than whatever build/ holds. Pages need the
// production build and are not requested.
import { start } from "../../../server/main";

await start();
