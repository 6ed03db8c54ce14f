import Testing

@testable import HarnessBaselines

@Suite("Machine configuration")
struct MachineConfigurationTests {
    static let epyc = MachineConfiguration(
        cpuModel: "AMD EPYC", coreCount: 2, architecture: "x86_64", operatingSystem: "Debian GNU/Linux 12")

    @Test("the identifier is readable and ends in a stable short hash")
    func identifier() {
        // Pinned as literal text: the hash must never change between Harness versions, or
        // every baseline file in every repository would lose its configurations. (The value is
        // also the one Documentation/Performance.md shows.)
        #expect(Self.epyc.shortHash == "594825f5")
        #expect(Self.epyc.identifier == "amd-epyc-2c-x86-64-debian-12-594825f5")
    }

    @Test(
        "any part that differs gives a different identifier",
        arguments: [
            MachineConfiguration(
                cpuModel: "AMD EPYC 7B13", coreCount: 2, architecture: "x86_64",
                operatingSystem: "Debian "
                    + "GNU/Linux 12"),
            MachineConfiguration(
                cpuModel: "AMD EPYC", coreCount: 4, architecture: "x86_64", operatingSystem: "Debian GNU/Linux 12"),
            MachineConfiguration(
                cpuModel: "AMD EPYC", coreCount: 2, architecture: "aarch64", operatingSystem: "Debian GNU/Linux 12"),
            MachineConfiguration(
                cpuModel: "AMD EPYC", coreCount: 2, architecture: "x86_64", operatingSystem: "Ubuntu 24.04"),
        ])
    func distinct(other: MachineConfiguration) {
        #expect(other.identifier != Self.epyc.identifier)
        #expect(other.shortHash != Self.epyc.shortHash)
    }

    @Test("CPU names lose their trademark noise")
    func slug() {
        #expect(MachineConfiguration.slug("Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz") == "intel-xeon-e5-2680-v4")
        #expect(MachineConfiguration.slug("Debian GNU/Linux 12") == "debian-12")
    }

    @Test("the CPU model is read from /proc/cpuinfo on x86 and ARM")
    func cpuInfo() {
        #expect(
            MachineConfiguration.cpuModelName(
                fromCPUInfo: "processor\t: 0\nmodel name\t: AMD  EPYC\nprocessor\t: 1\nmodel name\t: AMD EPYC\n")
                == "AMD EPYC")
        #expect(
            MachineConfiguration.cpuModelName(
                fromCPUInfo: "processor\t: 0\nBogoMIPS\t: 108.00\nModel\t: Raspberry Pi 4 Model B Rev 1.4\n")
                == "Raspberry Pi 4 Model B Rev 1.4")
        #expect(MachineConfiguration.cpuModelName(fromCPUInfo: "nothing here") == nil)
    }

    @Test("the operating system is NAME and VERSION_ID from os-release")
    func osRelease() {
        #expect(
            MachineConfiguration.operatingSystemName(
                fromOSRelease: "PRETTY_NAME=\"Ubuntu 24.04.1 LTS\"\nNAME=\"Ubuntu\"\nVERSION_ID=\"24.04\"\n")
                == "Ubuntu 24.04")
        #expect(MachineConfiguration.operatingSystemName(fromOSRelease: "NAME=Arch Linux\n") == "Arch Linux")
    }

    @Test("this machine has a configuration")
    func current() {
        let machine = MachineConfiguration.current()
        #expect(machine.coreCount > 0)
        #expect(!machine.architecture.isEmpty)
    }
}
