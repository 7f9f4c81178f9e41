import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { $catalogue, $sessionState, CatalogueLoadError, da, loadCatalogue, setCatalogueTransport } from '../../core/index.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { navigation } from '../shared/navigate.js';
import { CatalogueError } from './catalogue-error.js';

const dialogOf = (container: HTMLElement) => container.querySelector('dialog') as HTMLDialogElement;

describe('<CatalogueError>', () => {
  it('stays closed while the catalogue is fine', () => {
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(<CatalogueError />);
    expect(dialogOf(container).open).toBe(false);
  });

  it.each([
    ['without a session', null, CatalogueLoadError.NotLoggedIn],
    ['without Web Workers', fixtureProfile, CatalogueLoadError.NoWorkers],
  ] as const)('opens as a modal %s, with the §8 texts and focus on Genindlæs, which reloads', (_, profile, error) => {
    setCatalogueTransport(() => null);
    setFixtureState({ profile });
    const reload = vi.spyOn(navigation, 'reload').mockImplementation(() => {});
    const { container } = render(<CatalogueError />);
    act(() => loadCatalogue());
    expect($catalogue.get().error).toBe(error);
    const dialog = dialogOf(container);
    expect(dialog.open).toBe(true);
    expect(dialog.dataset.error).toBe(error);
    const heading = screen.getByRole('heading', { name: 'Der skete en fejl' });
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(screen.getByText('Der skete en fejl i indlæsningen af produktkataloget. Genindlæs venligst siden og prøv igen.')).toBeTruthy();
    const button = screen.getByRole('button', { name: da.reload });
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves an expired session to the session-expired dialog', () => {
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(<CatalogueError />);
    act(() => {
      $sessionState.set('expired');
      $catalogue.set({ status: 'error', version: null, count: 0, source: null, error: CatalogueLoadError.Failed });
    });
    expect(dialogOf(container).open).toBe(false);
  });
});
