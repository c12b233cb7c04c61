import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { preloadPopups } from './preload-popups';

// Whole-site renders load lazy screens and chained platform calls; on a shared 2-core CI machine
// under load one visible step can take several seconds. A slower wait still fails a screen that
// never shows, it only stops failing one that shows late. Tests wait on what the player sees
// (findBy/waitFor), never on a fixed time, so this is the one knob for a slow machine.
configure({ asyncUtilTimeout: 10_000 });

// Popups the modal host shows over a page load their code on first use. In a browser React
// shows one as soon as its chunk arrives; under jsdom's act() environment React does not retry
// a popup whose chunk arrived between act() scopes, and the test would wait forever. So their
// chunks are loaded before each file (the browser tests cover loading them on demand).
beforeAll(preloadPopups);
