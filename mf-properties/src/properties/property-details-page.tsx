import { propertiesApi } from '@pm/api-client';
import type { Property } from '@pm/schemas/records';
import {
  DetailField,
  DetailFields,
  dateOnly,
  FileLink,
  FormSection,
  formatAmount,
  ImageWithPlaceholder,
  RecordDetailsPage,
  RecordSummaryCard,
  ScreenLink,
} from '@pm/ui';
import { Box, Typography } from '@pm/ui/mui-basics';
import { isWebAddress, PropertyStatusChip } from './property-format';
import { propertyScreens } from './property-screens';

function WebLink({ href }: { href: string | null }) {
  return isWebAddress(href) ? <FileLink href={href}>{href}</FileLink> : href;
}

function PropertyDetails({ record: property }: { record: Property }) {
  const { location, financialInfo, documents, owner } = property;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RecordSummaryCard
        title={property.name}
        subtitle={property.condoName}
        aside={<PropertyStatusChip status={property.status} />}
      />
      <FormSection title="Property Information">
        <DetailFields
          of={property}
          labels={{
            refId: 'Ref ID',
            type: 'Type',
            condoName: 'Condo Name',
            size: 'Size',
            rooms: 'Rooms',
            bedrooms: 'Bedrooms',
            bathrooms: 'Bathrooms',
            floors: 'Floors',
            status: 'Status',
          }}
        />
        <DetailField label="Billing Date" value={dateOnly(property.billingDate)} />
        <DetailField label="360° Tour" value={<WebLink href={property.threeSixtyTour} />} />
      </FormSection>
      <FormSection title="Owner">
        <DetailField
          label="Owner Name"
          value={
            owner ? (
              <ScreenLink screen="owner-details" params={{ id: owner._id }}>
                {owner.profile?.name}
              </ScreenLink>
            ) : null
          }
        />
        <DetailField label="Owner Email" value={owner?.email} />
        <DetailField label="Owner Contact" value={owner?.profile?.contactNo} />
      </FormSection>
      <FormSection title="Location">
        <DetailField label="Latitude" value={location?.latitude} />
        <DetailField label="Longitude" value={location?.longitude} />
        <DetailField label="Neighbourhood" value={location?.neighbourhood} />
        <DetailField label="English Link" value={<WebLink href={property.englishLink} />} />
        <DetailField label="Thai Link" value={<WebLink href={property.thaiLink} />} />
      </FormSection>
      <FormSection title="Address and Description" columnMinWidth={320}>
        <DetailField label="Address" value={<Box sx={{ whiteSpace: 'pre-line' }}>{property.address}</Box>} />
        <DetailField
          label="Description"
          value={<Box sx={{ whiteSpace: 'pre-line' }}>{property.description}</Box>}
        />
      </FormSection>
      <FormSection title="Financial Information">
        <DetailField label="Monthly Rent" value={formatAmount(financialInfo?.monthlyRent)} />
        <DetailField label="6-Month Rate" value={formatAmount(financialInfo?.estimatedRent)} />
        <DetailField label="Management Fee" value={formatAmount(financialInfo?.managementFee)} />
      </FormSection>
      <FormSection title="Documents">
        <DetailField
          label="Title Deed"
          value={documents?.titleDeed && <FileLink href={documents.titleDeed}>Open title deed</FileLink>}
        />
        <DetailField
          label="Signed Management Contract"
          value={
            documents?.managementContract && (
              <FileLink href={documents.managementContract}>Open management contract</FileLink>
            )
          }
        />
      </FormSection>
      <FormSection title="Photos" columnMinWidth={200}>
        {property.images?.length ? (
          property.images.map((image, index) => (
            <ImageWithPlaceholder
              key={image}
              src={image}
              alt={`Photo ${index + 1}`}
              width="100%"
              height={180}
            />
          ))
        ) : (
          <Typography color="text.secondary">No Photos Available</Typography>
        )}
      </FormSection>
    </Box>
  );
}

export function PropertyDetailsPage() {
  return (
    <RecordDetailsPage
      screens={propertyScreens}
      read={propertiesApi.get}
      view={PropertyDetails}
      errorText="Something went wrong."
    />
  );
}
