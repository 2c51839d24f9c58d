/**
 * The repeatable and long-text sections of the event form (spec 002 §3 fields): sessions, presenters (photo
 * upload with crop, rich-text profile), more content (who can enrol, reasoning, access, sponsor as rich text),
 * who-can-enrol items and courses (with image uploads), CPD details, documents and links.
 */
import { Card, Col, Form, Input, Row } from 'antd';
import { RichTextEditor } from '../../../shared/components/RichTextEditor';
import { DEFAULT_ZONE } from './event-form-values';
import { DateTimeZone, ListCard } from './EventFormFields';
import { EventImageUpload } from './EventImageUpload';

/** Sessions: title and start/end with zones; each must end after it starts. */
export function SessionsSection({ zones }: { zones: string[] }) {
  return (
    <ListCard
      name="sessions"
      title="Sessions"
      add={{ title: '', startTimeZone: DEFAULT_ZONE, endTimeZone: DEFAULT_ZONE }}
    >
      {(field) => (
        <>
          <Form.Item
            label="Session title"
            name={[field.name, 'title']}
            rules={[{ required: true, whitespace: true, message: 'Please enter a session title' }]}
          >
            <Input />
          </Form.Item>
          <Row gutter={8}>
            <Col xs={24} md={12}>
              <Form.Item label="Session start" required>
                <DateTimeZone prefix={[field.name, 'start']} label="Session start" zones={zones} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Session end" required>
                <DateTimeZone
                  prefix={[field.name, 'end']}
                  label="Session end"
                  zones={zones}
                  mustFollow={{
                    dateTime: ['sessions', field.name, 'startDateTime'],
                    timeZone: ['sessions', field.name, 'startTimeZone'],
                    ownTimeZone: ['sessions', field.name, 'endTimeZone'],
                    message: 'The session must end after it starts',
                  }}
                />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </ListCard>
  );
}

/** Presenters: name, role, photo (square crop) and a rich-text profile. */
export function PresentersSection() {
  return (
    <ListCard name="presenters" title="Presenters" add={{ name: '' }}>
      {(field) => (
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item
              label="Presenter name"
              name={[field.name, 'name']}
              rules={[{ required: true, whitespace: true, message: 'Please enter the presenter’s name' }]}
            >
              <Input />
            </Form.Item>
            <Form.Item label="Role" name={[field.name, 'role']}>
              <Input placeholder="e.g. Senior occupational therapist" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label="Photo" name={[field.name, 'profileImageUrl']}>
              <EventImageUpload label={`Presenter ${field.name + 1} photo`} aspect={1} previewWidth={96} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="Profile" name={[field.name, 'profileDesc']}>
              <RichTextEditor
                variant="content"
                label={`Presenter ${field.name + 1} profile`}
                minHeight={80}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ListCard>
  );
}

/** The four long texts of an event as rich text. */
export function MoreContentSection() {
  const fields = [
    ['canEnrolContent', 'Who can enrol'],
    ['reasoningContent', 'Why attend'],
    ['accessContent', 'Access'],
    ['sponsorContent', 'Sponsor'],
  ] as const;
  return (
    <Card size="small" title="More content" style={{ marginBottom: 16 }}>
      {fields.map(([name, label]) => (
        <Form.Item key={name} label={label} name={name}>
          <RichTextEditor variant="content" label={label} minHeight={90} />
        </Form.Item>
      ))}
    </Card>
  );
}

/** Who-can-enrol items and courses: titles, a course description and images. */
export function LayoutSections() {
  return (
    <>
      <ListCard name="canEnrolLayout" title="Who can enrol items" add={{ canEnrolTitle: '' }}>
        {(field) => (
          <Row gutter={12}>
            <Col xs={24} md={10}>
              <Form.Item
                label="Title"
                name={[field.name, 'canEnrolTitle']}
                rules={[{ required: true, whitespace: true, message: 'Please enter a title' }]}
              >
                <Input aria-label="Who can enrol title" />
              </Form.Item>
            </Col>
            <Col xs={24} md={14}>
              <Form.Item label="Image" name={[field.name, 'canEnrolImageUrl']}>
                <EventImageUpload
                  label={`Who can enrol ${field.name + 1} image`}
                  aspect={1}
                  previewWidth={96}
                />
              </Form.Item>
            </Col>
          </Row>
        )}
      </ListCard>

      <ListCard name="coursesLayout" title="Courses" add={{ courseTitle: '' }}>
        {(field) => (
          <Row gutter={12}>
            <Col xs={24} md={10}>
              <Form.Item
                label="Course title"
                name={[field.name, 'courseTitle']}
                rules={[{ required: true, whitespace: true, message: 'Please enter a course title' }]}
              >
                <Input />
              </Form.Item>
              <Form.Item label="Course image" name={[field.name, 'courseImageUrl']}>
                <EventImageUpload label={`Course ${field.name + 1} image`} aspect={2} previewWidth={160} />
              </Form.Item>
            </Col>
            <Col xs={24} md={14}>
              <Form.Item label="Course description" name={[field.name, 'courseDesc']}>
                <RichTextEditor
                  variant="content"
                  label={`Course ${field.name + 1} description`}
                  minHeight={80}
                />
              </Form.Item>
            </Col>
          </Row>
        )}
      </ListCard>
    </>
  );
}

/** CPD details (name/value rows), documents and links. */
export function DetailsSections() {
  return (
    <>
      <ListCard name="cpdRows" title="CPD details" add={{ key: '', value: '' }}>
        {(field) => (
          <Row gutter={8}>
            <Col span={10}>
              <Form.Item
                label="Detail"
                name={[field.name, 'key']}
                rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}
              >
                <Input aria-label="CPD detail name" placeholder="e.g. Hours" />
              </Form.Item>
            </Col>
            <Col span={14}>
              <Form.Item label="Value" name={[field.name, 'value']}>
                <Input aria-label="CPD detail value" placeholder="e.g. 3" />
              </Form.Item>
            </Col>
          </Row>
        )}
      </ListCard>

      {(['docs', 'links'] as const).map((kind) => (
        <ListCard
          key={kind}
          name={kind}
          title={kind === 'docs' ? 'Documents' : 'Links'}
          add={{ label: '', url: '' }}
        >
          {(field) => (
            <Row gutter={8}>
              <Col span={10}>
                <Form.Item
                  label="Label"
                  name={[field.name, 'label']}
                  rules={[{ required: true, whitespace: true, message: 'Please enter a label' }]}
                >
                  <Input aria-label={`${kind} label`} />
                </Form.Item>
              </Col>
              <Col span={14}>
                <Form.Item
                  label="URL"
                  name={[field.name, 'url']}
                  rules={[{ required: true, whitespace: true, message: 'Please enter a URL' }]}
                >
                  <Input aria-label={`${kind} URL`} placeholder="https://…" />
                </Form.Item>
              </Col>
            </Row>
          )}
        </ListCard>
      ))}
    </>
  );
}
