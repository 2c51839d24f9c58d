/**
 * The Find an OT listing form (spec 000 §2 Settings area "Manage Find an OT"; issue 13): practice name,
 * address, suburb, state, postcode, phone, website (https:// prepended when saved without a scheme), areas of
 * practice and funding schemes from the segment lists, and the visible switch. Read-only until the page's
 * Edit; the rules are the contract's (`ZFindAnOtBody`, `FIND_AN_OT_MESSAGES`).
 */
import { Col, Form, Input, Row, Select, Switch, type FormInstance } from 'antd';
import {
  FIND_AN_OT_STATES,
  ZFindAnOtBody,
  normaliseWebsite,
  type TFindAnOtBody,
  type TFindAnOtResponse,
} from '@portal/contracts';
import { editModeProps } from '../../../shared/components/EditableCard';
import { zodRule } from '../../../shared/form-rules';

/** The form values: the body's fields, every text a string. */
export interface FindAnOtValues {
  practiceName: string;
  address: string;
  suburb: string;
  state?: string;
  postcode: string;
  phone: string;
  website: string;
  areasOfPractice: number[];
  fundingSchemes: number[];
  isVisible: boolean;
}

/** The form values of a saved listing (blank ones before the first save). */
export function toFindAnOtValues(listing: TFindAnOtResponse['data']): FindAnOtValues {
  return {
    practiceName: listing?.practiceName ?? '',
    address: listing?.address ?? '',
    suburb: listing?.suburb ?? '',
    state: listing?.state || undefined,
    postcode: listing?.postcode ?? '',
    phone: listing?.phone ?? '',
    website: listing?.website ?? '',
    areasOfPractice: listing?.areasOfPractice.map((s) => s.segmentId) ?? [],
    fundingSchemes: listing?.fundingSchemes.map((s) => s.segmentId) ?? [],
    isVisible: listing?.isVisible ?? false,
  };
}

/** The `PUT /api/user/find-an-ot` body of the form values (texts trimmed, https:// prepended). */
export function toFindAnOtBody(values: FindAnOtValues): TFindAnOtBody {
  return {
    practiceName: values.practiceName.trim(),
    address: values.address.trim(),
    suburb: values.suburb.trim(),
    postcode: values.postcode.trim(),
    state: (values.state ?? '') as TFindAnOtBody['state'],
    phone: values.phone.trim(),
    website: normaliseWebsite(values.website),
    areasOfPractice: values.areasOfPractice,
    fundingSchemes: values.fundingSchemes,
    isVisible: values.isVisible,
  };
}

/** Props: the form, its id, the edit mode, the saved values, the segment choices and the submit action. */
export interface FindAnOtFormProps {
  form: FormInstance<FindAnOtValues>;
  id: string;
  isEditing: boolean;
  initialValues: FindAnOtValues;
  options: TFindAnOtResponse['options'];
  onSubmit: (values: FindAnOtValues) => void;
}

const shape = ZFindAnOtBody.shape;
const choices = (list: TFindAnOtResponse['options']['areasOfPractice']) =>
  list.map((s) => ({ value: s.segmentId, label: s.segmentName }));

/** A multiple choice of segments (areas of practice, funding schemes), searchable by name. */
function SegmentsField(props: {
  label: string;
  name: 'areasOfPractice' | 'fundingSchemes';
  list: TFindAnOtResponse['options']['areasOfPractice'];
  placeholder: string;
}) {
  return (
    <Form.Item label={props.label} name={props.name}>
      <Select
        mode="multiple"
        options={choices(props.list)}
        optionFilterProp="label"
        placeholder={props.placeholder}
      />
    </Form.Item>
  );
}

/** Renders the listing form. */
export function FindAnOtForm({ form, id, isEditing, initialValues, options, onSubmit }: FindAnOtFormProps) {
  return (
    <Form form={form} id={id} {...editModeProps(isEditing)} initialValues={initialValues} onFinish={onSubmit}>
      <Form.Item
        label="Show my practice in Find an OT"
        name="isVisible"
        valuePropName="checked"
        extra="When on, members of the public can find your practice in the directory."
      >
        <Switch />
      </Form.Item>
      <Form.Item label="Practice name" name="practiceName" rules={[zodRule(shape.practiceName)]} required>
        <Input autoComplete="organization" maxLength={200} />
      </Form.Item>
      <Form.Item label="Address" name="address">
        <Input autoComplete="street-address" maxLength={300} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item label="Suburb" name="suburb" rules={[zodRule(shape.suburb)]} required>
            <Input autoComplete="address-level2" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item
            label="State"
            name="state"
            rules={[{ required: true, message: 'Please select a state' }]}
            required
          >
            <Select options={FIND_AN_OT_STATES.map((s) => ({ value: s, label: s }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item label="Postcode" name="postcode" rules={[zodRule(shape.postcode)]} required>
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={4} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Phone" name="phone">
            <Input type="tel" autoComplete="tel" maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Website"
            name="website"
            rules={[zodRule(shape.website)]}
            extra={isEditing ? 'https:// is added when you leave it out.' : undefined}
          >
            <Input autoComplete="url" maxLength={300} placeholder={isEditing ? 'www.example.com.au' : ''} />
          </Form.Item>
        </Col>
      </Row>
      <SegmentsField
        label="Areas of practice"
        name="areasOfPractice"
        list={options.areasOfPractice}
        placeholder={isEditing ? 'Choose areas of practice' : ''}
      />
      <SegmentsField
        label="Funding schemes"
        name="fundingSchemes"
        list={options.fundingSchemes}
        placeholder={isEditing ? 'Choose funding schemes' : ''}
      />
    </Form>
  );
}
