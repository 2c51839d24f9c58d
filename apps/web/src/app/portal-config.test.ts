import { describe, expect, it } from 'vitest';
import { readProjectName } from './portal-config';

function docWith(html: string): Document {
  return new DOMParser().parseFromString(`<html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('readProjectName', () => {
  it('reads the project name the server inlined', () => {
    const doc = docWith('<script id="portal-config" type="application/json">{"projectName":"psa"}</script>');
    expect(readProjectName(doc, 'ota')).toBe('psa');
  });

  it('falls back to the build-time name', () => {
    expect(readProjectName(docWith('<!--portal-config-->'), 'ota')).toBe('ota');
  });

  it('answers undefined when neither exists', () => {
    expect(readProjectName(docWith(''), undefined)).toBeUndefined();
  });
});
