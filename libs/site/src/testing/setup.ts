import { configure } from '@testing-library/react';

// Whole-site renders load lazy screens and chained platform calls; on a shared 2-core CI machine
// the first render can take over the default 1 s. A slower wait still fails a screen that never
// shows, it only stops failing one that shows late.
configure({ asyncUtilTimeout: 5_000 });
