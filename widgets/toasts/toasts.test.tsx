import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { $toasts, showToast } from '../../core/index.js';
import { Toasts } from './toasts.js';

describe('<Toasts>', () => {
  it('renders toasts in one polite live region, with a safe link', () => {
    render(<Toasts />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-atomic')).toBe('false');
    act(() => {
      showToast({ kind: 'success', message: '1 vare er lagt i kurven', durationMs: 4000, link: { href: '/kurv', text: 'Gå til kurven' } });
      showToast({ kind: 'error', message: 'Du kan kun indtaste tal i feltet', durationMs: 3000, link: { href: 'javascript:alert(1)', text: 'Ond' } });
    });
    expect(screen.getByText('1 vare er lagt i kurven')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gå til kurven' }).getAttribute('href')).toBe('/kurv');
    expect(screen.queryByRole('link', { name: 'Ond' })).toBeNull();
    expect(region.querySelector('.toast-error')?.textContent).toContain('Du kan kun indtaste tal i feltet');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('renders a second link after the first (issue 18: "Andre købte også"), one toast per product', () => {
    render(<Toasts />);
    const add = (id: string) => showToast({
      kind: 'success', message: '1 vare er lagt i kurven', durationMs: 4000,
      link: { href: '/kurv', text: 'Gå til kurven' }, more: { href: `/soeg?foodInfo=${id}`, text: 'Se hvad andre købte også' },
    });
    act(() => void add('100123'));
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Gå til kurven', 'Se hvad andre købte også']);
    expect(links[1]!.getAttribute('href')).toBe('/soeg?foodInfo=100123');
    act(() => void add('100123'));
    expect(screen.getAllByRole('link')).toHaveLength(2); // the same add again: one toast
    act(() => void add('100124'));
    expect(screen.getAllByRole('link', { name: 'Se hvad andre købte også' }).map((a) => a.getAttribute('href'))).toEqual(['/soeg?foodInfo=100123', '/soeg?foodInfo=100124']);
    act(() => void showToast({ kind: 'info', message: 'Ond', durationMs: 4000, more: { href: 'javascript:alert(1)', text: 'Ond link' } }));
    expect(screen.queryByRole('link', { name: 'Ond link' })).toBeNull();
  });

  it('closes a toast with "Luk"', () => {
    render(<Toasts />);
    act(() => void showToast({ kind: 'info', message: 'Hej', durationMs: 4000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Luk' }));
    expect(screen.queryByText('Hej')).toBeNull();
    expect($toasts.get()).toHaveLength(0);
  });

  it('removes a toast after its duration', () => {
    vi.useFakeTimers();
    render(<Toasts />);
    act(() => void showToast({ kind: 'error', message: 'Den indtastede værdi var ugyldig', durationMs: 3000 }));
    expect(screen.getByText('Den indtastede værdi var ugyldig')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3001));
    expect(screen.queryByText('Den indtastede værdi var ugyldig')).toBeNull();
  });

  it('keeps a toast while its link has focus, and lets it go after', () => {
    vi.useFakeTimers();
    render(<Toasts />);
    act(() => void showToast({ kind: 'success', message: '1 vare er lagt i kurven', durationMs: 4000, link: { href: '/kurv', text: 'Gå til kurven' } }));
    const link = screen.getByRole('link', { name: 'Gå til kurven' });
    fireEvent.focus(link);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('1 vare er lagt i kurven')).toBeTruthy();
    fireEvent.blur(link);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('1 vare er lagt i kurven')).toBeNull();
  });

  it('keeps a toast while the pointer is on it', () => {
    vi.useFakeTimers();
    const { container } = render(<Toasts />);
    act(() => void showToast({ kind: 'info', message: 'Hej', durationMs: 3000 }));
    const toast = container.querySelector('.toast')!;
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Hej')).toBeTruthy();
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Hej')).toBeNull();
  });
});
