/** TEMPORARY until the i12-srv contracts land: replaced by @portal/contracts imports. */
export const SETTINGS_MESSAGES = {
  firstNameRequired: 'Please input your First name',
  lastNameRequired: 'Please input your Last name',
  emailRequired: 'Please enter an Emaill address',
  emailInvalid: 'Please enter a valid email',
  onlyImages: 'Only images!',
  lessThan5mb: 'Less than 5MB!',
  avatarUploaded: 'Avatar uploaded successfully!',
  avatarFailed: 'Error during uploading avatar!',
  passwordRule: 'Should contain at least 8 characters, a combination of upper/lowercase, numbers, and symbols.',
  passwordsDoNotMatch: 'The new password that you entered do not match',
  passwordChanged: 'Password successfully changed',
  passwordNotChanged: 'Password not changed',
  contactEmail: 'Please enter a valid email!',
  contactComments: 'Please enter a comments',
  contactTotalSize: 'The total size of all files must not exceed 10Mb',
  enquirySent: 'Your enquiry has been submitted. Thank you.',
  enquiryFailed: 'Failed to send your enquiry. Try again.',
  organisationRequired: 'Please select your organisation',
  roleRequired: 'Please enter your role',
  workplaceUpdated: 'Workplace details updated successfully',
  workplaceFailed: 'Failed to update workplace details',
  fetchError: 'Error fetching data',
  dietarySaved: 'Dietary requirements saved successfully',
  dietaryFailed: 'Failed to save dietary requirements.',
} as const;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;
export const CONTACT_ATTACHMENT_EXTENSIONS = ['jpeg', 'gif', 'png', 'tiff', 'bmp', 'pdf', 'doc', 'csv', 'xlsx', 'docx'] as const;
export const CONTACT_PREVIEW_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
export const contactTypesMessage = `For preview allowed only: ${CONTACT_ATTACHMENT_EXTENSIONS.join(', ')}`;
