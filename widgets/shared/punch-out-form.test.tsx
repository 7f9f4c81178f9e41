import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import type { PunchOutForm } from '../../core/schemas/punch-out.js';
import { PunchOutFormView } from './punch-out-form.js';

const ociForm: PunchOutForm = {
  action: 'https://indkob.kommune.dk/oci/hook?sid=42',
  target: '_top',
  fields: [
    { name: 'NEW_ITEM-DESCRIPTION[1]', value: 'Letmælk 1,5 % økologisk' },
    { name: 'NEW_ITEM-QUANTITY[1]', value: '2.5' },
    { name: 'NEW_ITEM-UNIT[1]', value: 'KGM' },
    { name: 'NEW_ITEM-PRICE[1]', value: '123.45' },
    // A repeated name is kept as it is (cXML and OCI forms may carry them).
    { name: 'NEW_ITEM-LONGTEXT_1:132[]', value: 'Linje 1 "citat" & <tegn>' },
  ],
};

function spySubmit() {
  return vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
}

describe('<PunchOutFormView>', () => {
  it('renders a real post form with every field as a hidden input, action and target, and a visible button', () => {
    spySubmit();
    const { container } = render(<PunchOutFormView form={ociForm} kind="transfer" autoSubmit={false} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe(ociForm.action);
    expect(form.getAttribute('target')).toBe('_top');
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.every((i) => i.type === 'hidden')).toBe(true);
    expect(inputs.map((i) => ({ name: i.name, value: i.value }))).toEqual(ociForm.fields);
    const button = screen.getByRole('button', { name: daPunchOut.transferNow });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.hidden).toBe(false);
    expect(form.contains(button)).toBe(true);
  });

  it('says what happens in a live status line', () => {
    spySubmit();
    const { rerender } = render(<PunchOutFormView form={ociForm} kind="transfer" autoSubmit={false} />);
    expect(screen.getByRole('status').textContent).toBe(daPunchOut.transferring);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    rerender(<PunchOutFormView form={{ ...ociForm, fields: [] }} kind="cancel" autoSubmit={false} />);
    expect(screen.getByRole('status').textContent).toBe(daPunchOut.returning);
  });

  it('posts once on mount, also when rendered again, and reports it', () => {
    const submit = spySubmit();
    const onSubmitted = vi.fn();
    const { rerender } = render(<PunchOutFormView form={ociForm} kind="transfer" autoSubmit onSubmitted={onSubmitted} />);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toBeInstanceOf(HTMLFormElement);
    rerender(<PunchOutFormView form={ociForm} kind="transfer" autoSubmit onSubmitted={onSubmitted} />);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('does not post a form that was posted before (autoSubmit false)', () => {
    const submit = spySubmit();
    render(<PunchOutFormView form={ociForm} kind="cancel" autoSubmit={false} />);
    expect(submit).not.toHaveBeenCalled();
  });

  it('an empty target posts into the top window', () => {
    spySubmit();
    const { container } = render(<PunchOutFormView form={{ ...ociForm, target: '' }} kind="transfer" autoSubmit={false} />);
    expect(container.querySelector('form')!.getAttribute('target')).toBe('_top');
  });

  it.each(['javascript:alert(1)', 'http://indkob.kommune.dk/hook', 'data:text/html,x'])('refuses the address %s: no form, nothing posted', (action) => {
    const submit = spySubmit();
    const { container } = render(<PunchOutFormView form={{ ...ociForm, action }} kind="transfer" autoSubmit />);
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(daPunchOut.formAddressRefused);
    expect(submit).not.toHaveBeenCalled();
  });

  it('http on localhost is allowed (a local test procurement system)', () => {
    spySubmit();
    const { container } = render(<PunchOutFormView form={{ ...ociForm, action: 'http://localhost:8080/hook' }} kind="transfer" autoSubmit={false} />);
    expect(container.querySelector('form')!.getAttribute('action')).toBe('http://localhost:8080/hook');
  });
});
