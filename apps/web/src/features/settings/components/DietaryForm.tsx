/**
 * The dietary and special requirements form (spec 000 §3 Dietary, §5 Dietary): the dietary requirements
 * multi-select (optional; an empty choice is sent as null; hidden when the tenant has dietary requirements
 * off), other dietary requirement and accessibility requirement as free text. Read-only until Edit.
 */
import { Form, Input, Select, type FormInstance } from 'antd';
import type { TDietary, TDietaryOptions } from '@portal/contracts';
import { editModeProps } from './EditableCard';

/** Props: the form, its id, the edit mode, the options, whether the list shows, values and submit. */
export interface DietaryFormProps {
  form: FormInstance<TDietary>;
  id: string;
  isEditing: boolean;
  options: TDietaryOptions;
  showDietaryList: boolean;
  initialValues: TDietary;
  onSubmit: (values: TDietary) => void;
}

/** Renders the three fields. */
export function DietaryForm(props: DietaryFormProps) {
  const { form, id, isEditing, options, showDietaryList, initialValues, onSubmit } = props;
  return (
    <Form
      form={form}
      id={id}
      {...editModeProps(isEditing)}
      initialValues={initialValues}
      onFinish={(values: TDietary) =>
        onSubmit({
          dietaryRequirements: values.dietaryRequirements?.length ? values.dietaryRequirements : null,
          otherDietaryRequirement: values.otherDietaryRequirement?.trim() || null,
          accessibilityRequirement: values.accessibilityRequirement?.trim() || null,
        })
      }
    >
      {showDietaryList && (
        <Form.Item label="Dietary requirements" name="dietaryRequirements">
          <Select
            mode="multiple"
            allowClear
            placeholder="None"
            options={options.map((o) => ({ value: o.id, label: o.label }))}
          />
        </Form.Item>
      )}
      <Form.Item label="Other dietary requirement" name="otherDietaryRequirement">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
      </Form.Item>
      <Form.Item label="Accessibility requirement" name="accessibilityRequirement">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
      </Form.Item>
    </Form>
  );
}
