/**
 * Welcome step 7 "Areas of expertise" (spec 000 §2, §3): groups with categories; selecting a category that
 * has subcategories reveals them. The value is the list of selected category and subcategory ids.
 */
import { Checkbox, Form, Space } from 'antd';
import type { TExpertiseGroup } from '@portal/contracts';

/** Props of the expertise field (controlled by Form.Item). */
export interface ExpertiseAreasFieldProps {
  groups: TExpertiseGroup[];
  value?: number[];
  onChange?: (value: number[]) => void;
}

/** The category checkboxes, each revealing its subcategories when selected. */
export function ExpertiseAreasField({ groups, value = [], onChange }: ExpertiseAreasFieldProps) {
  const selected = new Set(value);
  const toggle = (ids: number[], isOn: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (isOn) next.add(id);
      else next.delete(id);
    }
    onChange?.([...next]);
  };
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {groups.map((group) => (
        <fieldset key={group.id} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 16, fontWeight: 600, marginBottom: 12 }}>{group.name}</legend>
          <Space orientation="vertical">
            {group.categories.map((category) => {
              const isChecked = selected.has(category.id);
              return (
                <div key={category.id}>
                  <Checkbox
                    checked={isChecked}
                    onChange={(e) =>
                      // Unselecting a category also drops its subcategories.
                      toggle(
                        e.target.checked
                          ? [category.id]
                          : [category.id, ...category.subCategories.map((s) => s.id)],
                        e.target.checked,
                      )
                    }
                  >
                    {category.name}
                  </Checkbox>
                  {isChecked && category.subCategories.length > 0 && (
                    <div
                      role="group"
                      aria-label={`${category.name} subcategories`}
                      style={{ paddingLeft: 28, marginTop: 4 }}
                    >
                      <Space orientation="vertical">
                        {category.subCategories.map((sub) => (
                          <Checkbox
                            key={sub.id}
                            checked={selected.has(sub.id)}
                            onChange={(e) => toggle([sub.id], e.target.checked)}
                          >
                            {sub.name}
                          </Checkbox>
                        ))}
                      </Space>
                    </div>
                  )}
                </div>
              );
            })}
          </Space>
        </fieldset>
      ))}
    </Space>
  );
}

/** Renders the expertise field. */
export function AreasOfExpertiseStep({ groups }: { groups: TExpertiseGroup[] }) {
  return (
    <Form.Item name="expertiseAreas" noStyle>
      <ExpertiseAreasField groups={groups} />
    </Form.Item>
  );
}
