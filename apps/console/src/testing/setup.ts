import { configure } from '@testing-library/react';

// Console tests wait on what staff see (findBy/waitFor), never on a fixed time.
configure({ asyncUtilTimeout: 10_000 });
