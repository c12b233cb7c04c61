import { describe, expect, it } from 'vitest';
import { isHttpBaseUrl, playableGameUrl } from './aggregator-urls';

describe('isHttpBaseUrl', () => {
  it.each([
    ['http://127.0.0.1:3100/sandbox/aggregator', true],
    ['https://valkyrie.example.com', true],
    ['HTTPS://valkyrie.example.com/operator/', true],
    ['ftp://valkyrie.example.com', false],
    ['javascript:alert(1)', false],
    ['http://', false],
    ['valkyrie.example.com', false],
    ['https://user:secret@valkyrie.example.com', false],
    ['https://valkyrie.example.com/?brand=1', false],
    ['https://valkyrie.example.com/#top', false],
    ['https://valkyrie.example.com/?', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isHttpBaseUrl(text)).toBe(expected);
  });
});

describe('playableGameUrl', () => {
  it.each([
    ['https://games.example.com/play?token=abc', 'https://games.example.com/play?token=abc'],
    ['  http://games.example.com/x  ', 'http://games.example.com/x'],
    ['/sandbox/play/slot?launch=ab&lang=en', '/sandbox/play/slot?launch=ab&lang=en'],
    ['//evil.example.com/x', null],
    ['/\\evil.example.com', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>1</script>', null],
    ['games.example.com/play', null],
    ['https://games.example.com/a b', null],
    ['', null],
    [`https://games.example.com/${'a'.repeat(2100)}`, null],
  ])('%s → %s', (text, expected) => {
    expect(playableGameUrl(text)).toBe(expected);
  });
});
