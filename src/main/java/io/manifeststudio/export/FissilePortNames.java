package io.manifeststudio.export;

import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/**
 * Port names as fissile 5.0.0 and 5.1.0 made them ({@code kube/utils.go} getPortInfo,
 * commit 921e09ea, 2017-03-21): only letters, digits and single inner hyphens are kept;
 * when the name and its {@code -<i>} suffix (for a range) would be longer than 15
 * characters, the name becomes its first {@code 7 - suffix length} characters followed by
 * the CRC-32 (IEEE) of the cleaned name in lower-case hex.
 */
final class FissilePortNames {

	private FissilePortNames() {
	}

	/**
	 * @param name the port's name as written
	 * @param rangeSize the last internal port less the first (0 for a single port)
	 * @param index which port of the range
	 */
	static String name(String name, int rangeSize, int index) {
		StringBuilder fixed = new StringBuilder();
		for (char ch : name.toCharArray()) {
			boolean letterOrDigit = (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9');
			if (letterOrDigit) {
				fixed.append(ch);
			}
			else if (ch == '-' && fixed.length() > 0 && fixed.charAt(fixed.length() - 1) != '-') {
				fixed.append(ch);
			}
		}
		while (fixed.length() > 0 && fixed.charAt(fixed.length() - 1) == '-') {
			fixed.setLength(fixed.length() - 1);
		}
		String cleaned = fixed.toString();
		int suffixLength = (rangeSize > 0) ? ("-" + rangeSize).length() : 0;
		if (cleaned.length() + suffixLength > 15) {
			CRC32 crc = new CRC32();
			crc.update(cleaned.getBytes(StandardCharsets.UTF_8));
			int available = 7 - suffixLength;
			cleaned = cleaned.substring(0, Math.min(available, cleaned.length())) + Long.toHexString(crc.getValue());
		}
		return (suffixLength > 0) ? cleaned + "-" + index : cleaned;
	}

}
