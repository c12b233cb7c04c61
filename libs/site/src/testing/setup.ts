import { configure } from '@testing-library/react';

// Whole-site renders load lazy screens and chained platform calls; on a shared 2-core CI machine
// under load one visible step can take several seconds. A slower wait still fails a screen that
// never shows, it only stops failing one that shows late. Tests wait on what the player sees
// (findBy/waitFor), never on a fixed time, so this is the one knob for a slow machine.
configure({ asyncUtilTimeout: 10_000 });
