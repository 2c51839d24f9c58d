import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { WILD_APRICOT_MAPPING, type TImportColumns } from '@portal/contracts';
import { MappingTable } from './MappingTable';
import { ImportReportView } from './ImportReportView';

const headers = ['Email', 'First name', 'Last name', 'Membership level', 'Given name'];
const firstRow = ['olivia@example.com', 'Olivia', 'Nguyen', 'Full member', 'Liv'];

/** The table with its columns kept in state, reporting each change to `onChange`. */
function Harness({
  start,
  onChange,
}: {
  start: Partial<TImportColumns>;
  onChange: (c: Partial<TImportColumns>) => void;
}) {
  const [columns, setColumns] = useState(start);
  return (
    <MappingTable
      headers={headers}
      firstRow={firstRow}
      columns={columns}
      onChange={(next) => {
        setColumns(next);
        onChange(next);
      }}
    />
  );
}

const rowOf = (label: string) => screen.getByRole('combobox', { name: `Column for ${label}` }).closest('tr')!;

describe('MappingTable (issue 39: the mapping step of the member import)', () => {
  it("shows a shipped mapping's columns with the first row's values, and leaves unmapped fields empty", () => {
    render(<Harness start={WILD_APRICOT_MAPPING.columns} onChange={vi.fn()} />);
    expect(within(rowOf('E-mail')).getByText('olivia@example.com')).toBeInTheDocument();
    expect(within(rowOf('Membership type')).getByTitle('Membership level')).toBeInTheDocument();
    // Columns of the mapping that the file lacks show no value.
    expect(within(rowOf('Phone')).queryByText(/./, { selector: '.ant-typography' })).toBeNull();
    expect(within(rowOf('Member number')).getByText('Not imported')).toBeInTheDocument();
  });

  it('maps a field to another column and clears one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness start={{ email: 'Email', firstName: 'First name' }} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Column for First name' }));
    await user.click(await screen.findByTitle('Given name'));
    expect(onChange).toHaveBeenLastCalledWith({ email: 'Email', firstName: 'Given name' });
    expect(within(rowOf('First name')).getByText('Liv')).toBeInTheDocument();
    await user.click(within(rowOf('First name')).getByLabelText('close-circle'));
    expect(onChange).toHaveBeenLastCalledWith({ email: 'Email' });
  });
});

describe('ImportReportView', () => {
  it('lists every problem by line, column and reason', () => {
    render(
      <ImportReportView
        report={{
          applied: false,
          rowCount: 3,
          created: 0,
          updated: 0,
          unchanged: 0,
          problems: [
            { line: 3, column: 'Email', reason: '"x" is not an e-mail address' },
            { line: 4, column: 'Membership level', reason: 'No membership type "Gold" in this association' },
          ],
        }}
      />,
    );
    expect(screen.getByText('Dry run: 2 problems found. Nothing has been imported.')).toBeInTheDocument();
    const rows = within(screen.getAllByRole('table').at(-1)!).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'LineColumnReason',
      '3Email"x" is not an e-mail address',
      '4Membership levelNo membership type "Gold" in this association',
    ]);
  });
});
