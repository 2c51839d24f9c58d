/** The read-only-until-Edit frame now lives in shared/ (the memberships feature uses it too). */
export * from '../../../shared/components/EditableCard';
