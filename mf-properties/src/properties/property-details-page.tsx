import { propertiesApi } from '@pm/api-client';
import type { Property } from '@pm/schemas/property';
import {
  BackButton,
  DetailField,
  FormSection,
  ImageWithPlaceholder,
  LoadStates,
  PageHeading,
  useLoad,
} from '@pm/ui';
import { Box, Button, Link as MuiLink, Paper, Typography } from '@pm/ui/mui-basics';
import { Link, useParams } from '@pm/ui/navigation';
import { formatAmount, isWebAddress, PropertyStatusChip } from './property-format';

function WebLink({ href, text }: { href: string | null; text?: string }) {
  if (!isWebAddress(href)) return href ?? null;
  return (
    <MuiLink href={href} target="_blank" rel="noopener noreferrer">
      {text ?? href}
    </MuiLink>
  );
}

function PropertyView({ property }: { property: Property }) {
  const { location, financialInfo, documents, owner } = property;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper sx={{ p: { xs: 2, md: 3 }, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h3" component="h3">
            {property.name}
          </Typography>
          <Typography color="text.secondary">{property.condoName}</Typography>
        </Box>
        <PropertyStatusChip status={property.status} />
      </Paper>
      <FormSection title="Property Information">
        <DetailField label="Ref ID" value={property.refId} />
        <DetailField label="Type" value={property.type} />
        <DetailField label="Condo Name" value={property.condoName} />
        <DetailField label="Size" value={property.size} />
        <DetailField label="Rooms" value={property.rooms} />
        <DetailField label="Bedrooms" value={property.bedrooms} />
        <DetailField label="Bathrooms" value={property.bathrooms} />
        <DetailField label="Floors" value={property.floors} />
        <DetailField label="Status" value={property.status} />
        <DetailField label="Billing Date" value={property.billingDate?.slice(0, 10)} />
        <DetailField label="360° Tour" value={<WebLink href={property.threeSixtyTour} />} />
      </FormSection>
      <FormSection title="Owner">
        <DetailField
          label="Owner Name"
          value={
            owner ? (
              <MuiLink component={Link} to={`/owner/${owner._id}`}>
                {owner.profile?.name}
              </MuiLink>
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
          value={documents?.titleDeed && <WebLinkToFile href={documents.titleDeed} text="Open title deed" />}
        />
        <DetailField
          label="Signed Management Contract"
          value={
            documents?.managementContract && (
              <WebLinkToFile href={documents.managementContract} text="Open management contract" />
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

/** A stored file of the server (a same-site /api/files/... path), opened in a new tab. */
function WebLinkToFile({ href, text }: { href: string; text: string }) {
  return (
    <MuiLink href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </MuiLink>
  );
}

export function PropertyDetailsPage() {
  const { id = '' } = useParams();
  const property = useLoad(() => propertiesApi.get(id).then((answer) => answer.data), [id]);
  return (
    <>
      <PageHeading
        title="Property Details"
        actions={
          <>
            <BackButton to="/properties" />
            {property.status === 'loaded' && (
              <Button component={Link} to={`/properties/update-property/${id}`} variant="contained">
                Update Property
              </Button>
            )}
          </>
        }
      />
      <LoadStates state={property} errorText="Something went wrong.">
        {(data) => <PropertyView property={data} />}
      </LoadStates>
    </>
  );
}
