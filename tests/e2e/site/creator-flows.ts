import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

// What a creator does in the browser (issue 13), shared by the creation spec and the console walk (issue 14).

/** A small PDF, for the supporting documents (the server types files by their bytes). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * A 1600×1200 JPEG as a phone writes it: rotated by EXIF orientation 6 (so it shows 1200 wide, 1600 high)
 * and with the GPS position where it was taken, the beneficiary's home.
 */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7d44' } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '9/1 1/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '38/1 45/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function createOrganization(page: Page, name: string): Promise<void> {
  await page.goto('/create-organization');
  await page.getByLabel('Organization name (required)').fill(name);
  await page.getByLabel('E-mail (required)').fill('water@dessie.example.org');
  await page.getByLabel('Phone number (required)').fill('911445566');
  await page.getByLabel('Contact person (required)').fill('Hirut Bekele');
  const logo = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#1b4d8c' } })
    .png()
    .toBuffer();
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page
    .getByLabel('Add documents')
    .setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Create Organization' }).click();
  await expect(page).toHaveURL(/\/user$/);
}

/** Sends a campaign through the five-step wizard at /create-campaign (an approved organization is needed). */
export async function submitCampaign(page: Page, campaign: { title: string; photo: Buffer }): Promise<void> {
  await page.goto('/create-campaign');
  await page.getByRole('radio', { name: 'Education' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Ethiopian birr (ETB)' }).check();
  await page.getByLabel('Goal in birr').fill('120000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Campaign title').fill(campaign.title);
  await page.getByRole('textbox', { name: 'Your story' }).fill('Desks and books for a village school.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByLabel('Campaign photo')
    .setInputFiles({ name: 'school.jpg', mimeType: 'image/jpeg', buffer: campaign.photo });
  await expect(page.getByRole('img', { name: 'The campaign photo you chose' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('article', { name: campaign.title })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/user$/);
}
