import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCommunityCategory } from '@portal/contracts';
import { renderRoute } from '../../../test-utils';
import { CommunityFormModal, type CommunityFormModalProps } from './CommunityFormModal';

const category = (
  id: string,
  name: string,
  subCategories: TCommunityCategory[] = [],
): TCommunityCategory => ({
  id,
  name,
  description: null,
  color: '#000',
  parentCategoryId: null,
  communityCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  createdByUserId: null,
  subCategoriesCount: subCategories.length,
  subCategories,
});
const CATEGORIES = [
  category('11111111-1111-4111-8111-111111111111', 'Practice', [
    category('22222222-2222-4222-8222-222222222222', 'Paediatrics'),
  ]),
];

function renderForm(overrides: Partial<CommunityFormModalProps> = {}) {
  const props: CommunityFormModalProps = {
    open: true,
    Word: 'Community',
    categories: CATEGORIES,
    tags: [{ id: 't1', name: 'Research' }],
    checkAlias: vi.fn(async () => false),
    onSubmit: vi.fn(async () => true),
    onClose: vi.fn(),
    ...overrides,
  };
  renderRoute(<CommunityFormModal {...props} />, { path: '/admin/communities-management' });
  return props;
}

const dialog = () => screen.getByRole('dialog');
const switchOf = (name: string) => within(dialog()).getByRole('switch', { name });

describe('CommunityFormModal', { timeout: 30_000 }, () => {
  it('shows every required message and sends nothing', async () => {
    const user = userEvent.setup();
    const props = renderForm();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    for (const text of [
      'Please enter community name',
      'Please enter a short description',
      'Please upload an image',
      'Please enter a community alias',
      'Please enter a category',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Please enter a community name' for a name of spaces only (001 §5)", async () => {
    const user = userEvent.setup();
    const props = renderForm();
    await user.type(screen.getByLabelText('Community name'), '   ');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a community name')).toBeInTheDocument();
    expect(screen.queryByText('Please enter community name')).toBeNull();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('derives the alias from the name until it is edited by hand, and checks it on blur', async () => {
    const user = userEvent.setup();
    const checkAlias = vi.fn(async (alias: string) => alias === 'taken');
    renderForm({ checkAlias });
    const name = screen.getByLabelText('Community name');
    const alias = screen.getByLabelText('Community alias');
    await user.type(name, 'Early Career Group');
    expect(alias).toHaveValue('early-career-group');

    await user.clear(alias);
    await user.type(alias, 'my alias');
    expect(await screen.findByText('Spaces are not allowed in alias')).toBeInTheDocument();
    await user.clear(alias);
    await user.type(alias, 'taken');
    await user.tab();
    expect(await screen.findByText('This community alias already exists')).toBeInTheDocument();
    expect(checkAlias).toHaveBeenCalledWith('taken');

    await user.type(name, ' More');
    expect(alias).toHaveValue('taken');
  });

  it('applies the privacy rules: Public locks Visible on, Private turns auto-join off', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(switchOf('Visible')).toBeChecked();
    expect(switchOf('Visible')).toBeDisabled();
    expect(switchOf('Auto-join')).not.toBeChecked();
    expect(switchOf('Auto-join')).toBeEnabled();
    expect(switchOf('Post approval')).not.toBeChecked();
    expect(switchOf('Require agreement')).not.toBeChecked();
    expect(switchOf('Push to website')).not.toBeChecked();

    await user.click(switchOf('Auto-join'));
    expect(switchOf('Auto-join')).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Private' }));
    await waitFor(() => expect(switchOf('Auto-join')).not.toBeChecked());
    expect(switchOf('Auto-join')).toBeDisabled();
    expect(switchOf('Visible')).toBeEnabled();
    await user.click(switchOf('Visible'));
    expect(switchOf('Visible')).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    await waitFor(() => expect(switchOf('Visible')).toBeChecked());
  });

  it('sends a multipart body with the image, the leaf category and the flags', async () => {
    const user = userEvent.setup();
    const props = renderForm();
    await user.type(screen.getByLabelText('Community name'), 'New Group');
    await user.type(screen.getByLabelText('Short description'), 'A short one');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const checkboxOf = async (name: string) =>
      within((await screen.findByTitle(name)).closest<HTMLElement>('[role="treeitem"]')!).getByRole(
        'checkbox',
        {
          hidden: true,
        },
      );
    expect(await checkboxOf('Practice')).toHaveAttribute('aria-disabled', 'true');
    expect(await checkboxOf('Paediatrics')).not.toHaveAttribute('aria-disabled');
    await user.click(await screen.findByTitle('Paediatrics'));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    const form = vi.mocked(props.onSubmit).mock.calls[0]![0];
    expect(form.get('name')).toBe('New Group');
    expect(form.get('alias')).toBe('new-group');
    expect(form.getAll('categoryIds[]')).toEqual(['22222222-2222-4222-8222-222222222222']);
    expect((form.get('imageFile') as File).name).toBe('cover.png');
    expect(form.get('isPublic')).toBe('true');
    expect(form.get('isVisible')).toBe('true');
    expect(form.get('isAutoJoin')).toBe('false');
    expect(form.get('pushToWebSite')).toBe('false');
  });
});
